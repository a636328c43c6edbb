/**
 * The alternative measured for docs/decisions/search-engine.md: PostgreSQL full-text search on PGlite
 * (npx tsx bench/search-pg.ts): the same documents in a table with a weighted tsvector and a GIN
 * index, 300 unique terms through websearch_to_tsquery, ts_rank_cd and ts_headline (top 24), and
 * pg_trgm nearest-word lookups for typos. Prints one JSON line (rss: the whole process).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createLocalSource } from '../server/content/sources/local.js';
import { SEARCH_DOCUMENTS_QUERY } from '../server/content/queries.js';
import { searchDocuments, type SearchRows } from '../server/content/search/documents.js';
import { benchTerms } from './search-terms.mjs';
const src = createLocalSource({ location: path.resolve('data/dataset.ndjson') });
const rows = await src.fetch<SearchRows>(SEARCH_DOCUMENTS_QUERY, { ids: null }, { preview: false });
const docs = searchDocuments(rows, { paywall: true }); // premium text split off, as the site with the paywall on
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec(`create extension if not exists pg_trgm;
create table d (id text primary key, title text, summary text, labels text, body text, gated text,
 tsv tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary || ' ' || labels), 'B') || setweight(to_tsvector('english', body || ' ' || gated), 'C')) stored);`);
const t = performance.now();
for (const x of docs) await db.query('insert into d values ($1,$2,$3,$4,$5,$6)', [x.id, x.title, x.fields.summary.join(' '), x.fields.labels.join(' '), x.fields.text.join('\n'), x.fields.gated.join('\n')]);
await db.exec('create index on d using gin(tsv); create table words as select word from ts_stat($$select to_tsvector(\'simple\', title || \' \' || body) from d$$); create index on words using gin (word gin_trgm_ops); analyze;');
const buildMs = performance.now() - t;
const terms = benchTerms(300, 5);
const times: number[] = [];
for (const term of terms) {
  const q = term.replace(/"/g, '');
  const t0 = performance.now();
  await db.query(`select id, title, ts_headline('english', body, websearch_to_tsquery('english', $1), 'MaxFragments=1,MaxWords=30') as snippet
    from (select id, title, body, ts_rank_cd(tsv, websearch_to_tsquery('english', $1)) as r from d where tsv @@ websearch_to_tsquery('english', $1) order by r desc limit 24) s`, [q]);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const tt: number[] = [];
for (const term of terms.slice(0, 100)) { const t0 = performance.now(); await db.query(`select word from words where word % $1 order by similarity(word, $1) desc limit 3`, [term.split(' ')[0].replace(/"/g, '')]); tt.push(performance.now() - t0); }
tt.sort((a, b) => a - b);
console.log(JSON.stringify({ docs: docs.length, loadAndIndexMs: Math.round(buildMs), p50: times[150].toFixed(2), p99: times[296].toFixed(2), trigramP50: tt[50].toFixed(2), trigramP99: tt[98].toFixed(2), rssMb: Math.round(process.memoryUsage().rss / 1048576) }));
