/** Types of ./server.mjs for the bench's TypeScript scripts (npx tsx bench/…): the part they use. */
export declare const root: string;
export declare function freePort(): Promise<number>;
export interface BenchServer {
  base: string;
  pid: number;
  peakRss(): number;
  rss(): number;
  stop(): Promise<void>;
}
export declare function startServer(env: Record<string, string>, opts?: { cwd?: string }): Promise<BenchServer>;
export declare function firstArticlePath(base: string): Promise<string>;
