/**
 * Every page type of the route table, as the server renders it, through the W3C Nu HTML checker (errors
 * only). Needs Java: skipped locally without it, a failure in CI (CI=true), where .ci/run installs
 * Debian's default-jre-headless.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkHtml, javaAvailable, type NuMessage } from './nu-checker.js';
import { pageSamples, type PageSample } from './page-types.js';
import { fetchText } from './site.js';

const hasJava = javaAvailable();
const inCi = process.env.CI === 'true';
const fileName = (type: string) => `${type.replace(/[^a-z0-9]+/g, '-')}.html`;

/**
 * One line per distinct error of a page: 'page type (path): message (N times), e.g. <markup>'. The
 * pages are one long line, so the checker's line numbers would say nothing; the extract shows where.
 */
function report(errors: NuMessage[], samples: PageSample[]): string[] {
  const byFile = new Map(samples.map((s) => [fileName(s.type), s]));
  const counted = new Map<string, { count: number; extract?: string }>();
  for (const e of errors) {
    const page = byFile.get(e.file);
    const key = `${page ? `${page.type} (${page.path})` : e.file}: ${e.message}`;
    const seen = counted.get(key);
    if (seen) seen.count++;
    else counted.set(key, { count: 1, extract: e.extract?.trim().slice(0, 160) });
  }
  return [...counted].map(([key, { count, extract }]) => `${key} (${count} time${count === 1 ? '' : 's'})${extract ? `, e.g. ${extract}` : ''}`);
}

describe('W3C Nu HTML checker', () => {
  if (!hasJava && !inCi) {
    it.skip('needs Java (apt-get install default-jre-headless): not installed here, so the HTML is not checked', () => {});
    return;
  }

  it('finds Java in CI', () => {
    expect(hasJava).toBe(true);
  });

  it('finds no error on any page type of the route table', async () => {
    const samples = await pageSamples();
    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-nu-'));
    try {
      const files: string[] = [];
      for (const sample of samples) {
        const page = await fetchText(sample.path);
        expect(`${sample.type} ${sample.path}: ${page.status}`).toBe(`${sample.type} ${sample.path}: ${sample.status}`);
        expect(page.type, sample.path).toMatch(/^text\/html/);
        const file = path.join(dir, fileName(sample.type));
        writeFileSync(file, page.text);
        files.push(file);
      }
      const errors = await checkHtml(files);
      // The whole list, for whoever fixes them (the assertion below shows one line per kind).
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/nu-html-errors.json', JSON.stringify({ samples, errors }, null, 2));
      expect(report(errors, samples)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
