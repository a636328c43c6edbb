/**
 * The legacy-hero migration (articles created before 2015-02-01, 2 every 5 s) on a COPY of the
 * dataset in a temp dir (never data/dataset.ndjson itself), and against a local stub of Sanity's
 * query and mutate API. What qualifies is computed here from the NDJSON, independently of the
 * migration's own rule.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { NO_TOKEN_MESSAGE, runMigrateCli } from '../../server/cli/migrate-legacy-heroes.js';
import { createLocalStore } from '../../server/content/migration/local-store.js';
import { migrateLegacyHeroes, type MigrationStore } from '../../server/content/migration/run.js';
import { MIGRATION_BATCH_DELAY_MS } from '../../server/content/migration/legacy-heroes.js';
import { createContentService } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { testConfig } from '../support/app.js';

interface Doc {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt: string;
  title: string;
  slug?: { current: string };
  section?: { _ref: string };
  hero?: { heroType?: string; heroImage?: { asset?: { _ref?: string }; caption?: string; credit?: string; alt?: string } };
  content?: { body?: { _type: string; _key: string; image?: Record<string, unknown>; caption?: string }[] };
}

const SOURCE = path.resolve('data/dataset.ndjson');
const parseDocs = (text: string) => text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Doc);
const original = parseDocs(readFileSync(SOURCE, 'utf8'));

/** The spec's rule, written out here on its own. */
const qualifying = (docs: Doc[]) =>
  docs.filter(
    (d) =>
      d._type === 'article' &&
      new Date(d._createdAt) < new Date('2015-02-01T00:00:00Z') &&
      !d.hero?.heroImage?.asset?._ref &&
      d.content?.body?.[0]?._type === 'insetImage',
  );
const expectedIds = qualifying(original).map((d) => d._id).sort();

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'colophon-migration-'));
  file = path.join(dir, 'dataset.ndjson');
  copyFileSync(SOURCE, file);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], vars: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const sleeps: number[] = [];
  const code = await runMigrateCli(args, {
    config: testConfig({ DATASET_PATH: file, ...vars }),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { code, out, err, sleeps };
}

const listed = (lines: string[], verb: string) =>
  lines.filter((l) => l.trim().startsWith(`${verb}:`)).map((l) => l.trim().split(/\s+/)[verb.split(' ').length]).sort();

describe('legacy hero migration on the local dataset', () => {
  it('the dataset has exactly 20 qualifying articles', () => {
    expect(expectedIds).toHaveLength(20);
  });

  it('--dry-run lists exactly the qualifying articles and writes nothing', async () => {
    const before = readFileSync(file);
    const { code, out, sleeps } = await cli(['--dry-run']);
    expect(code).toBe(0);
    expect(listed(out, 'would move')).toEqual(expectedIds);
    expect(out.join('\n')).toContain('20 article(s) would change. Nothing was written.');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it('moves each leading inset image to the hero, touches nothing else, and a second run changes nothing', async () => {
    const { code, out, sleeps } = await cli([]);
    expect(code).toBe(0);
    expect(listed(out, 'moved')).toEqual(expectedIds);
    expect(sleeps).toEqual(Array(9).fill(MIGRATION_BATCH_DELAY_MS));

    const after = parseDocs(readFileSync(file, 'utf8'));
    expect(after).toHaveLength(original.length);
    const lines = readFileSync(file, 'utf8').split('\n');
    const originalLines = readFileSync(SOURCE, 'utf8').split('\n');
    after.forEach((doc, i) => {
      const before = original[i];
      expect(doc._id).toBe(before._id);
      if (!expectedIds.includes(doc._id)) {
        expect(lines[i]).toBe(originalLines[i]);
        return;
      }
      const [inset, ...rest] = before.content!.body!;
      const { _key, ...image } = inset.image as Record<string, unknown>;
      void _key;
      expect(doc.hero!.heroImage).toEqual({ ...image, _type: 'image', caption: image.caption ?? inset.caption });
      expect(doc.hero!.heroType).toBe(before.hero!.heroType);
      expect(doc.content!.body).toEqual(rest);
      expect(doc.title).toBe(before.title);
    });
    expect(qualifying(after)).toEqual([]);
    expect(readdirSync(dir)).toEqual(['dataset.ndjson']); // no temporary file left behind

    const bytes = readFileSync(file);
    const again = await cli([]);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toContain('Nothing to migrate');
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('the migrated article shows its new hero image on the site', async () => {
    await cli([]);
    const doc = original.find((d) => d._id === expectedIds[0])!;
    const section = original.find((d) => d._id === doc.section!._ref)!.slug!.current;
    const content = createContentService({ config: testConfig({ DATASET_PATH: file }), logger: createLogger('silent') });
    const params = { section, slug: doc.slug!.current };
    const page = await content.loadPage('article', params, new URL(`http://x/sections/${section}/articles/${params.slug}`), { preview: false });
    expect(JSON.stringify(page)).toContain((doc.content!.body![0].image as { asset: { _ref: string } }).asset._ref);
  });

  it('works in batches of 2 with the injected delay between them', async () => {
    const store = createLocalStore(file);
    const batches: string[][] = [];
    const recording: MigrationStore = { ...store, apply: (moves) => (batches.push(moves.map((m) => m.id)), store.apply(moves)) };
    const events: string[] = [];
    const report = await migrateLegacyHeroes(recording, {
      dryRun: false,
      sleep: async (ms) => void events.push(`sleep ${ms}`),
      log: (l) => l.startsWith('batch') && events.push(l),
    });
    expect(batches).toHaveLength(10);
    expect(batches.every((b) => b.length === 2)).toBe(true);
    expect(batches.flat().sort()).toEqual(expectedIds);
    expect(events.slice(0, 4)).toEqual(['batch 1/10 done', 'sleep 5000', 'batch 2/10 done', 'sleep 5000']);
    expect(events.filter((e) => e.startsWith('sleep'))).toHaveLength(9);
    expect(report.changed.sort()).toEqual(expectedIds);
  });

  it('migrates drafts too, dating a draft by its published article', async () => {
    const published = original.find((d) => d._id === expectedIds[0])!;
    const draft = { ...published, _id: `drafts.${published._id}`, _createdAt: '2026-11-01T00:00:00Z', title: `${published.title} (draft)` };
    const recentDraftOnly = { ...published, _id: 'drafts.article-brand-new', _createdAt: '2026-11-01T00:00:00Z' };
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${JSON.stringify(draft)}\n${JSON.stringify(recentDraftOnly)}\n`);
    const dry = await cli(['--dry-run']);
    expect(listed(dry.out, 'would move')).toEqual([...expectedIds, draft._id].sort());
    await cli([]);
    const migrated = parseDocs(readFileSync(file, 'utf8')).find((d) => d._id === draft._id)!;
    expect(migrated.hero!.heroImage!.asset!._ref).toBe((published.content!.body![0].image as { asset: { _ref: string } }).asset._ref);
  });

  it('refuses a broken file without changing it, and unknown arguments', async () => {
    writeFileSync(file, `${readFileSync(file, 'utf8')}{not json\n`);
    const before = readFileSync(file);
    const broken = await cli([]);
    expect(broken.code).toBe(1);
    expect(broken.err.join('\n')).toMatch(/not valid JSON/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect((await cli(['--force'])).code).toBe(2);
  });
});

describe('legacy hero migration on Sanity (local stub of the query and mutate API)', () => {
  let server: http.Server;
  let host: string;
  const mutations: { auth?: string; url: URL; body: { mutations: { patch: Record<string, unknown> }[] } }[] = [];
  const queries: URL[] = [];
  const docs: Doc[] = [...original];

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      let body = '';
      for await (const chunk of req) body += chunk;
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/v2020-03-01/data/query/production') {
        queries.push(url);
        // The stub runs the migration's GROQ for real (groq-js) over the dataset.
        const params = Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('$')).map(([k, v]) => [k.slice(1), JSON.parse(v)]));
        const query = url.searchParams.get('query') ?? '';
        const result = await (await evaluate(parse(query, { params }), { dataset: docs, params })).get();
        res.end(JSON.stringify({ ms: 1, query, result }));
        return;
      }
      if (url.pathname === '/v2020-03-01/data/mutate/production' && req.method === 'POST') {
        const parsed = JSON.parse(body) as (typeof mutations)[number]['body'];
        mutations.push({ auth: req.headers.authorization, url, body: parsed });
        res.end(JSON.stringify({ transactionId: `tx${mutations.length}`, results: parsed.mutations.map((m) => ({ id: m.patch.id, operation: 'update' })) }));
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const sanityVars = () => ({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'proj', SANITY_API_HOST: host });

  it('refuses to run without a write token, with a clear message', async () => {
    const { code, err } = await cli([], sanityVars());
    expect(code).toBe(1);
    expect(err).toEqual([NO_TOKEN_MESSAGE]);
    expect(mutations).toHaveLength(0);
  });

  it('dry run lists the 20 articles and sends no mutation', async () => {
    const { code, out } = await cli(['--dry-run'], { ...sanityVars(), SANITY_WRITE_TOKEN: 'write-token' });
    expect(code).toBe(0);
    expect(listed(out, 'would move')).toEqual(expectedIds);
    expect(mutations).toHaveLength(0);
    expect(queries[0].searchParams.get('$cutoff')).toBe('"2015-02-01T00:00:00Z"');
  });

  it('patches in transactions of 2, guarded by revision, with the token', async () => {
    const { code, sleeps } = await cli([], { ...sanityVars(), SANITY_WRITE_TOKEN: 'write-token' });
    expect(code).toBe(0);
    expect(mutations).toHaveLength(10);
    expect(sleeps).toHaveLength(9);
    const patches = mutations.flatMap((m) => m.body.mutations.map((x) => x.patch));
    expect(patches.map((p) => p.id).sort()).toEqual(expectedIds);
    for (const m of mutations) {
      expect(m.auth).toBe('Bearer write-token');
      expect(m.body.mutations).toHaveLength(2);
    }
    for (const patch of patches) {
      const doc = original.find((d) => d._id === patch.id)!;
      const inset = doc.content!.body![0];
      expect(patch.ifRevisionID).toBe(doc._rev);
      expect(patch.setIfMissing).toEqual({ hero: {} });
      expect((patch.set as Record<string, { asset: unknown }>)['hero.heroImage'].asset).toEqual(inset.image!.asset);
      expect(patch.unset).toEqual([`content.body[_key=="${inset._key}"]`]);
    }
  });
});
