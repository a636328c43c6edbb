/** Types of ./varnish.mjs for the TypeScript tests that import it (test/integration/edge/). */
/** varnishd's -p flags every deployment of deploy/varnish sets (the 16 KB Surrogate-Key). */
export declare const VARNISH_PARAMS: string[];
export declare function freePort(): Promise<number>;
export declare function varnishAvailable(): boolean;
export declare function composeVcl(ports: number[], opts?: { probeIntervalMs?: number }): string;
export declare function testVcl(ports: number[], opts?: { probeIntervalMs?: number }): string;
export interface PurgeAnswer {
  status: number;
  /** Objects purged, from Varnish's X-Purged header (NaN when absent, e.g. a 403). */
  purged: number;
}
export interface VarnishProcess {
  base: string;
  port: number;
  /** With `compose`: the `purge` listener's port. */
  purgePort?: number;
  pid: number;
  output(): string;
  purge(keys: string, opts?: { soft?: boolean; from?: string; to?: number }): Promise<PurgeAnswer>;
  stats(): Record<string, number>;
  stop(): Promise<void>;
}
export declare function startVarnish(ports: number[], opts?: { probeIntervalMs?: number; storageMb?: number; healthyGraceS?: number; port?: number; compose?: boolean }): Promise<VarnishProcess>;
