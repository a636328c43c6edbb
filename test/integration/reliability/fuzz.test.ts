/**
 * Bad-input fuzzing (docs/architecture.md#the-bars: any URL, header or body gets a 2xx/3xx/4xx, never a crash or a
 * 500). A fixed seed and fixed counts against ONE in-process app wired like server/main.ts; the
 * test fails naming the first request that broke the bar, so it can be replayed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import request from 'supertest';
import { send } from './fuzz-client.js';
import { createPrng } from '../../support/prng.js';
import { createHttpServer } from '../../../server/http-server.js';
import { buildFullApp, SECRETS, type FullApp } from './full-app.js';
import { signedRequests } from './fuzz-signed.js';
import { generate, type Category, type FuzzRequest } from './fuzz-inputs.js';
import { problemWith } from './fuzz-check.js';

const SEED = 0xc0105;
export const COUNTS: Record<Category, number> = { path: 1200, query: 700, header: 600, body: 600 };
/** Rounds over the signed webhook and admin payloads (about 35 requests each). */
const SIGNED_ROUNDS = 3;
/** In flight at once: enough to overlap I/O, few enough to stay gentle on a shared 2-core machine. */
const CONCURRENCY = 4;

interface Failure {
  index: number;
  request: FuzzRequest;
  problem: string;
}

function describe_(r: FuzzRequest): string {
  const body = r.body === undefined ? '' : ` body(${r.body.length} bytes)=${JSON.stringify(String(r.body).slice(0, 120))}`;
  return `${r.method} ${r.url.slice(0, 300)} headers=${JSON.stringify(r.headers).slice(0, 300)}${body}`;
}

describe('fuzzing every route with hostile input', () => {
  let full: FullApp;
  let server: Server;
  beforeAll(async () => {
    full = await buildFullApp();
    server = createHttpServer(full.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await full.close();
  });

  it(`answers ${Object.values(COUNTS).reduce((a, b) => a + b)}+ hostile requests: no 5xx, 4xx with messages, no internals, no open redirect`, async () => {
    const rng = createPrng(SEED);
    const credentials = {
      sanityWebhookSecret: SECRETS.webhook,
      stripeWebhookSecret: SECRETS.stripe,
      mailgunSigningKey: SECRETS.mailgun,
      adminToken: readFileSync(path.join(full.config.dataDir, 'admin-token'), 'utf8'),
    };
    const requests = [...generate(rng, COUNTS), ...(await signedRequests(rng, credentials, SIGNED_ROUNDS))];
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const r = requests[index]!;
        let problem: string | null;
        try {
          const outcome = await send(server, r);
          statuses[`${r.category} ${outcome.status}`] = (statuses[`${r.category} ${outcome.status}`] ?? 0) + 1;
          problem = problemWith(r.method, r.url, outcome);
        } catch (err) {
          problem = `no answer: ${(err as Error).message}`;
        }
        if (problem) failures.push({ index, request: r, problem });
      }
    };
    // React Router's development build (the one Node resolves; the server's bundle has its production
    // build, which says nothing) warns on every path with a malformed percent-encoding. Those notes
    // are expected here; any other warning is kept for the report.
    const warnings: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      warn.mockRestore();
    }
    const sent = requests.reduce<Record<string, number>>((n, r) => ({ ...n, [r.category]: (n[r.category] ?? 0) + 1 }), {});
    const summary = `fuzz seed ${SEED}: ${requests.length} requests ${JSON.stringify(sent)}; statuses ${JSON.stringify(statuses)}`;
    expect(warnings.filter((w) => !/^The URL path ".*" could not be decoded because it is a malformed URL segment/s.test(w))).toEqual([]);

    failures.sort((a, b) => a.index - b.index);
    // The first failing request, then the first of each other kind of problem.
    const kinds = new Map<string, Failure>();
    for (const f of failures) if (!kinds.has(f.problem.slice(0, 40))) kinds.set(f.problem.slice(0, 40), f);
    const report = [...kinds.values()].slice(0, 8).map((f) => `#${f.index}: ${f.problem.slice(0, 300)}\n    ${describe_(f.request)}`);
    expect(failures.length ? `${summary}\n${failures.length} failing; first:\n  ${report.join('\n  ')}` : 'none').toBe('none');

    // The process lives on and still serves real pages.
    expect((await request(server).get('/healthz')).status).toBe(200);
    expect((await request(server).get('/sections/news')).status).toBe(200);
    expect(server.listening).toBe(true);
    expect((server.address() as AddressInfo).port).toBeGreaterThan(0);
  }, 120_000);
});
