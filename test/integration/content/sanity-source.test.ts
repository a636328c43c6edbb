/** The Sanity source against a local stub of the query API. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PREVIEW_API_VERSION,
  SanityResponseError,
  createSanityClients,
  createSanitySource,
  type SanitySourceOptions,
} from '../../../server/content/sources/sanity.js';
import { fixtureService } from './helpers.js';
import { ContentUnavailableError } from '../../../shared/page-errors.js';

interface Seen {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
}

let server: http.Server;
let host: string;
const seen: Seen[] = [];
let respond: (res: http.ServerResponse) => void;

const answer = (result: unknown) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ms: 1, query: 'q', result }));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://stub'), headers: req.headers });
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  respond = answer({ ok: true });
});

const options = (): SanitySourceOptions => ({
  projectId: 'proj',
  dataset: 'production',
  apiVersion: '2020-03-01',
  token: 'secret-token',
  apiHost: host,
  timeoutMs: 2000,
});

describe('sanity source', () => {
  it('queries /v2020-03-01/data/query/production with the query and $params in the query string', async () => {
    const source = createSanitySource(options());
    const result = await source.fetch('*[slug.current == $slug][0...$n]', { slug: 'a b', n: 3 }, { preview: false });
    expect(result).toEqual({ ok: true });
    const [req] = seen;
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/v2020-03-01/data/query/production');
    expect(req.url.searchParams.get('query')).toBe('*[slug.current == $slug][0...$n]');
    expect(req.url.searchParams.get('$slug')).toBe('"a b"');
    expect(req.url.searchParams.get('$n')).toBe('3');
    expect(req.headers.authorization).toBeUndefined();
    expect(req.url.searchParams.get('perspective')).toBeNull();
    // The whole answer is read (to check it), without the query echoed back in it.
    expect(req.url.searchParams.get('returnQuery')).toBe('false');
  });

  it('resolves null when the API says there is no such document (result: null)', async () => {
    respond = answer(null);
    await expect(createSanitySource(options()).fetch('*[_id == "gone"][0]', {}, { preview: false })).resolves.toBeNull();
  });

  const send = (status: number, contentType: string, body: string) => (res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };

  it.each([
    ['200 text/html (a proxy page)', send(200, 'text/html', '<html>oops</html>'), SanityResponseError],
    ['200 text/html that looks like the JSON', send(200, 'text/html', '{"result": "x"}'), SanityResponseError],
    ['200 application/json without `result`', send(200, 'application/json', '{"ms": 1}'), SanityResponseError],
    ['200 application/json that is an array', send(200, 'application/json', '[1, 2]'), SanityResponseError],
    ['200 application/json that does not parse', send(200, 'application/json', '{"result": [oops'), SyntaxError],
    ['200 with an empty body', send(200, 'application/json', ''), SanityResponseError],
  ])('rejects %s: it is not a query result', async (_name, reply, errorType) => {
    respond = reply;
    await expect(createSanitySource(options()).fetch('*[0]', {}, { preview: false })).rejects.toBeInstanceOf(errorType);
    await expect(createSanitySource(options()).fetch('*[0]', {}, { preview: true })).rejects.toBeInstanceOf(errorType);
  });

  it('cancels the request when its signal is aborted (nobody waits for it any more)', async () => {
    respond = () => undefined; // never answers
    const controller = new AbortController();
    const started = Date.now();
    const read = createSanitySource(options()).fetch('*', {}, { preview: false, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(read).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('sends the token and the drafts perspective in preview, without the CDN', async () => {
    const source = createSanitySource(options());
    await source.fetch('*[_id == $id]', { id: 'x' }, { preview: true });
    const [req] = seen;
    // At the site's 2020-03-01 the API ignores perspectives; preview asks a version that honours them.
    expect(req.url.pathname).toBe(`/v${PREVIEW_API_VERSION}/data/query/production`);
    expect(PREVIEW_API_VERSION >= '2021-03-25').toBe(true);
    expect(req.headers.authorization).toBe('Bearer secret-token');
    expect(req.url.searchParams.get('perspective')).toBe('drafts');
    const clients = createSanityClients(options());
    expect(clients.public.config().useCdn).toBe(true);
    expect(clients.preview?.config().useCdn).toBe(false);
    expect(clients.public.config().token).toBeUndefined();
  });

  it('uses the project hostname and CDN when no apiHost is set', () => {
    const { public: client } = createSanityClients({ ...options(), apiHost: undefined });
    expect(client.config().cdnUrl).toBe('https://proj.apicdn.sanity.io/v2020-03-01');
  });

  it('refuses preview without a token', async () => {
    const source = createSanitySource({ ...options(), token: undefined });
    await expect(source.fetch('*', {}, { preview: true })).rejects.toThrow(/SANITY_READ_TOKEN/);
    expect(seen).toHaveLength(0);
  });

  it('times out a hung service', async () => {
    respond = () => undefined; // never answers
    const source = createSanitySource({ ...options(), timeoutMs: 200 });
    const started = Date.now();
    await expect(source.fetch('*', {}, { preview: false })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('turns a failing service into ContentUnavailableError through the content service', async () => {
    respond = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"down"}');
    };
    const { service } = fixtureService({
      vars: { CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'proj', SANITY_API_HOST: host, CONTENT_TIMEOUT_MS: '500' },
    });
    await expect(service.redirects({ preview: false })).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(service.ping()).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(service.images).toMatchObject({ projectId: 'proj', baseUrl: 'https://cdn.sanity.io' });
  });

  it('turns a 200 that is not the JSON into ContentUnavailableError through the content service, readiness included', async () => {
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    };
    const { service } = fixtureService({
      vars: { CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'proj', SANITY_API_HOST: host, CONTENT_TIMEOUT_MS: '500' },
    });
    const err = await service.redirects({ preview: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentUnavailableError);
    expect((err as Error).cause).toBeInstanceOf(SanityResponseError);
    await expect(service.ping()).rejects.toBeInstanceOf(ContentUnavailableError);
    respond = answer(1);
    await expect(service.ping()).resolves.toBeUndefined();
  });
});
