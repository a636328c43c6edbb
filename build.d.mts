/** Types of what build.mjs exports (for the TypeScript tests that import it). */
import type { BuildOptions, BuildResult } from 'esbuild';

/**
 * The server's bundles into `outdir` (server.cjs, its entry main.js, the operator commands under
 * cli/, the reply email's worker reply-email-worker.cjs), with `overrides` on each; resolves with esbuild's results, the server's first.
 */
export declare function buildServer(outdir: string, overrides?: BuildOptions): Promise<BuildResult[]>;

/** The reply email's worker (reply-email-worker.cjs) alone into `outdir`. */
export declare function buildReplyEmailWorker(outdir: string, overrides?: BuildOptions): Promise<BuildResult>;

/**
 * Starts the built server in `serverDir` as start:prod does and writes V8's code cache of its bundle
 * there (best effort); resolves with whether it was written and a line saying so, or why not.
 */
export declare function makeCodeCache(serverDir?: string): Promise<{ written: boolean; message: string }>;

/** A hash of every build input under `dir` (default: the project root). */
export declare function sourceStamp(dir?: string): string;

/** Whether build/ under `dir` is a complete production build of the current sources. */
export declare function buildIsFresh(dir?: string): boolean;
