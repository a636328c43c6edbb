/**
 * `npm run dataset:validate`: the embedded dataset against the Studio's schema (studio/schema.json,
 * the committed output of `sanity schema extract`). Green on the real dataset; red, naming the
 * document and the field, on a dataset with one article missing its section.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkDataset } from '../../../tools/dataset-validate/check.js';
import { readNdjson } from '../../../tools/dataset-validate/index.js';
import type { SchemaJson } from '../../../tools/dataset-validate/type-nodes.js';

const run = promisify(execFile);
const schema = JSON.parse(readFileSync('studio/schema.json', 'utf8')) as SchemaJson;
const dataset = readNdjson('data/dataset.ndjson');
const TIMEOUT = 60_000;

async function validate(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'tools/dataset-validate/index.ts', file]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-validate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const article = (id: string) => structuredClone(dataset.find((d) => d._id === id)) as Record<string, unknown>;
const firstArticleId = String(dataset.find((d) => d._type === 'article' && !String(d._id).startsWith('drafts.'))?._id);
const withDoc = (doc: Record<string, unknown>) => dataset.map((d) => (d._id === doc._id ? doc : d));
const problemsOf = (doc: Record<string, unknown>) => checkDataset(schema, withDoc(doc)).map((p) => `${p.id} ${p.path}: ${p.message}`);

describe('npm run dataset:validate', () => {
  it(
    'passes on the embedded dataset: every document is of a Studio document type and matches it',
    async () => {
      const { code, stdout } = await validate('data/dataset.ndjson');
      expect(code).toBe(0);
      expect(stdout).toContain(`${dataset.length} documents match the Studio schema`);
    },
    TIMEOUT,
  );

  it(
    'fails on a dataset with one article missing its section, naming the article and the field',
    async () => {
      const broken = article(firstArticleId);
      delete broken.section;
      const file = path.join(dir, 'no-section.ndjson');
      writeFileSync(file, withDoc(broken).map((d) => JSON.stringify(d)).join('\n'));
      const { code, stderr } = await validate(file);
      expect(code).toBe(1);
      expect(stderr).toContain(`no-section.ndjson: 1 problem in 1 of ${dataset.length} documents`);
      expect(stderr).toContain(`${firstArticleId}  section: required, but missing`);
    },
    TIMEOUT,
  );
});

describe('what the checker rejects', () => {
  it('articles without the fields the site cannot render without (authors, tags, title, slug)', () => {
    const a = article(firstArticleId);
    (a.meta as Record<string, unknown>).authors = [];
    delete (a.meta as Record<string, unknown>).tags;
    a.title = '';
    delete a.slug;
    expect(problemsOf(a)).toEqual([
      `${firstArticleId} title: required, but missing`,
      `${firstArticleId} slug: required, but missing`,
      `${firstArticleId} meta.authors: required, but missing`,
      `${firstArticleId} meta.tags: required, but missing`,
    ]);
  });

  it('a value outside an enumeration, a reference to a missing or wrong document, an unknown field', () => {
    const a = article(firstArticleId);
    (a.hero as Record<string, unknown>).heroType = 'full-bleed';
    a.section = { _type: 'reference', _ref: 'section-nowhere' };
    (a.meta as Record<string, unknown>).authors = [{ _type: 'reference', _key: 'k1', _ref: firstArticleId }];
    a.subtitle = 'not a field';
    expect(problemsOf(a)).toEqual([
      `${firstArticleId} section: reference to section-nowhere, which does not exist`,
      `${firstArticleId} meta.authors[0]: reference to ${firstArticleId}, a article; must be a author`,
      expect.stringMatching(new RegExp(`^${firstArticleId} hero.heroType: "full-bleed" is not one of "full-width-image-with-half-width-header", `)),
      `${firstArticleId} subtitle: field not in the schema`,
    ]);
  });

  it('a document type the Studio does not define, a body block of the wrong type, an array item without _key', () => {
    const a = article(firstArticleId);
    const body = (a.content as { body: Record<string, unknown>[] }).body;
    body.push({ _type: 'video', _key: 'v1', url: 'x' }, { _type: 'pullQuote', text: 'No key' });
    const problems = checkDataset(schema, [...withDoc(a), { _id: 'poll-1', _type: 'poll', _rev: 'r', _createdAt: 'x', _updatedAt: 'x' }]);
    const lines = problems.map((p) => `${p.id} ${p.path}: ${p.message}`);
    expect(lines).toContain(`${firstArticleId} content.body[${body.length - 2}]: _type "video" is not allowed here (one of block, insetImage, pullQuote, podcastPlayer, imageCarousel, relatedRecipes, adSlot)`);
    expect(lines).toContain(`${firstArticleId} content.body[${body.length - 1}]._key: required, but missing`);
    expect(lines).toContain('poll-1 _type: "poll" is not a document type of the Studio schema');
  });
});
