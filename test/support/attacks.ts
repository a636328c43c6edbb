/**
 * Attacks from outside, for the reliability suites that aim them at the production server on
 * 127.0.0.1: bounded in connections, requests and time, and always cleaned up by their caller.
 */
import net from 'node:net';
import { readFileSync } from 'node:fs';

/** Resident memory of process `pid` in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : NaN;
}

/**
 * Opens `connections` connections to `url` and writes `requests` pipelined GETs of `path(i)` on
 * each in one write, then reads nothing. Returns the sockets (destroy them when done).
 */
export function pipelineFlood(url: string, connections: number, requests: number, path: (i: number) => string): net.Socket[] {
  const { hostname, port } = new URL(url);
  const sockets: net.Socket[] = [];
  for (let c = 0; c < connections; c++) {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.on('error', () => {});
    let raw = '';
    for (let i = 0; i < requests; i++) raw += `GET ${path(c * requests + i)} HTTP/1.1\r\nHost: attack\r\n\r\n`;
    socket.write(raw);
    sockets.push(socket);
  }
  return sockets;
}

/** A GET with its time in ms; status 0 when it failed or took longer than `timeoutMs`. */
export async function timedGet(url: string, timeoutMs = 5000, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}
