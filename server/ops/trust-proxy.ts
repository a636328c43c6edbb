/**
 * TRUST_PROXY: whose X-Forwarded-For / -Proto count (docs/architecture.md#growing-past-one-machine). Unset trusts nobody, so a client
 * that reaches the app directly, or through a local hop, cannot choose the address the per-IP
 * sign-in limit counts. A hop count trusts that many proxies in front; a list trusts exactly those
 * addresses or CIDR ranges (Express's `trust proxy` takes both shapes as they are).
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/** Express's names for the private ranges, which a list may use instead of writing them out. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkEntry(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (rest.length > 0 || family === 0) return `"${entry}" is not an IP address, a CIDR range or one of ${[...NAMED_RANGES].join(', ')}`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}" has a bad prefix length (0-${max})`;
  return undefined;
}

/** Parses the TRUST_PROXY value; throws an Error naming the problem. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error(`TRUST_PROXY=${v}: at most 10 proxy hops`);
    return hops;
  }
  if (v === 'true') {
    throw new Error('TRUST_PROXY=true would let any client pick its own address: give the number of proxies in front, or their addresses');
  }
  const entries = v.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const problems = entries.map(checkEntry).filter((p): p is string => p !== undefined);
  if (problems.length > 0) throw new Error(`TRUST_PROXY: ${problems.join('; ')}`);
  return entries;
}
