/** Types of what build.mjs exports (for the TypeScript tests that import it). */
import type { BuildOptions } from 'esbuild';

/** esbuild options of the server bundle, written to `outdir`. */
export declare function serverBundleOptions(outdir: string): BuildOptions;

/** A hash of every build input under `dir` (default: the project root). */
export declare function sourceStamp(dir?: string): string;

/** Whether build/ under `dir` is a complete production build of the current sources. */
export declare function buildIsFresh(dir?: string): boolean;
