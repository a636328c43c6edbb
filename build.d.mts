/** Types of what build.mjs exports (for the TypeScript tests that import it). */
import type { BuildOptions } from 'esbuild';

/** esbuild options of the server bundle, written to `outdir`. */
export declare function serverBundleOptions(outdir: string): BuildOptions;
