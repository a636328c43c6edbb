/**
 * A stand-in for Sanity's query API (GET/POST /vX/data/query/<dataset>) that evaluates the GROQ it
 * is sent with groq-js over documents the test can change, so server processes run with
 * CONTENT_SOURCE=sanity (SANITY_API_HOST) see a publish happen, as they would on Sanity.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

/** What every request gets instead of a query result while the stub is broken. */
export interface StubAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface GroqStub {
  url: string;
  /** Replaces fields of the published document `id` (an edit being published). */
  publish(id: string, fields: Record<string, unknown>): void;
  /**
   * Breaks the API: every request gets `answer` (a proxy's page, a broken body), or with 'hang'
   * no answer at all; null answers queries again.
   */
  fail(answer: StubAnswer | 'hang' | null): void;
  /** Requests received so far. */
  readonly requests: number;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGroqStub(documents: Array<Record<string, unknown>>): Promise<GroqStub> {
  // Outside preview Sanity answers with published documents only.
  const dataset = documents.filter((d) => !String(d._id).startsWith('drafts.')).map((d) => ({ ...d }));
  let failure: StubAnswer | 'hang' | null = null;
  let requests = 0;
  const server = http.createServer(async (req, res) => {
    requests++;
    if (failure === 'hang') return;
    if (failure) {
      res.writeHead(failure.status, { 'content-type': failure.contentType });
      res.end(failure.body);
      return;
    }
    try {
      const url = new URL(req.url ?? '/', 'http://stub');
      let query = url.searchParams.get('query') ?? '';
      const params: Record<string, unknown> = {};
      for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
        query = body.query;
        Object.assign(params, body.params);
      }
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ms: 1, query, result }));
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { description: (err as Error).message } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish(id, fields) {
      const doc = dataset.find((d) => d._id === id);
      if (!doc) throw new Error(`no document ${id}`);
      Object.assign(doc, fields);
    },
    fail(answer) {
      failure = answer;
    },
    get requests() {
      return requests;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
