/** xmllint (Debian's libxml2-utils) validating XML against the schemas vendored in ./schemas. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');

/** sitemap.xsd (a <urlset>), siteindex.xsd (a <sitemapindex>), news-sitemap.xsd (a <urlset> with news:news). */
export type SchemaName = 'sitemap.xsd' | 'siteindex.xsd' | 'news-sitemap.xsd';

export function xmllintAvailable(): boolean {
  return spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** xmllint's complaints about `xml` (with `label` in place of the temp file's name); [] when it validates. */
export function validateXml(xml: string, schema: SchemaName, label: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'colophon-xsd-'));
  try {
    const file = path.join(dir, 'doc.xml');
    writeFileSync(file, xml);
    // --nonet: the schemas are all local; a reference to the network is an error, not a download.
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SCHEMAS, schema), file], { encoding: 'utf8' });
    if (run.status === 0) return [];
    return run.stderr
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.endsWith('fails to validate'))
      .map((l) => `${label}: ${l.split(file).join('')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
