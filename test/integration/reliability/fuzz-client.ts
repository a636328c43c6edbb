/**
 * Sends a FuzzRequest to the in-process server. supertest by default; node:http for requests that
 * must go out byte for byte (superagent's WHATWG URL turns '\' into '/' and re-encodes raw bytes) and
 * for 10 MB bodies (superagent takes seconds over each).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { FuzzRequest } from './fuzz-inputs.js';
import type { Outcome } from './fuzz-check.js';

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

async function viaSupertest(server: Server, r: FuzzRequest): Promise<Outcome> {
  let test = request(server)[r.method.toLowerCase() as Method](r.url).redirects(0).buffer(true);
  test = test.parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  for (const [k, v] of Object.entries(r.headers)) test = test.set(k, v);
  if (r.body !== undefined) test = test.send(r.body);
  const res = await test.ok(() => true);
  const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : ''; // HEAD: no body
  const location = res.headers.location as string | undefined;
  return { status: res.status, contentType: String(res.headers['content-type'] ?? ''), text, location };
}

function viaHttp(server: Server, r: FuzzRequest): Promise<Outcome> {
  const { port } = server.address() as AddressInfo;
  const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body);
  const headers: Record<string, string | number> = { ...r.headers };
  if (body) headers['Content-Length'] = body.length;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' && raw.length ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text, location: res.headers.location });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function send(server: Server, r: FuzzRequest): Promise<Outcome> {
  const big = r.body !== undefined && r.body.length > 1024 * 1024;
  return r.exact || big ? viaHttp(server, r) : viaSupertest(server, r);
}
