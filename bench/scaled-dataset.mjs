/**
 * A dataset N times larger than the embedded one, for the search bench (bench/search.mjs --scale10
 * and bench/search-index.ts --scale N): every article, podcast episode and recipe cloned N - 1 times
 * under new ids and slugs, with one word of six letters or more in ten respelled in each clone's
 * texts (titles, deks, excerpts, body text, ingredients), so the vocabulary grows as a larger
 * archive's would instead of repeating. Everything else (sections, authors, images) is kept once.
 * Written as an NDJSON file the local source reads (DATASET_PATH); the same N gives the same file.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE = path.join(root, 'data/dataset.ndjson');
const CLONED = new Set(['article', 'podcastEpisode', 'recipeArticle']);
/** Keys whose strings are text a reader reads (a span's text, a title, an ingredient line). */
const TEXT_KEYS = new Set(['text', 'title', 'dek', 'excerpt', 'brief', 'ingredient', 'name', 'note']);
const SYLLABLES = ['ka', 'ro', 'mi', 'tel', 'sha', 'vin', 'dor', 'el', 'ba', 'zu'];

function respell(text, k, counter) {
  return text.replace(/[A-Za-z]{6,}/g, (w) => (++counter.n % 10 === 0 ? w + SYLLABLES[(k + counter.n) % SYLLABLES.length] : w));
}

/** `value` with the text under TEXT_KEYS respelled (clone k); ids, references and slugs untouched. */
function respellDeep(value, k, counter, key = '') {
  if (typeof value === 'string') return TEXT_KEYS.has(key) || key === '[]' ? respell(value, k, counter) : value;
  if (Array.isArray(value)) return value.map((v) => respellDeep(v, k, counter, key === 'ingredients' ? '[]' : ''));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [name, v] of Object.entries(value)) out[name] = name.startsWith('_') || name === 'slug' ? v : respellDeep(v, k, counter, name);
    return out;
  }
  return value;
}

/** Writes (once) and returns the path of the dataset `scale` times larger. */
export async function scaledDataset(scale) {
  const dir = path.join(tmpdir(), `colophon-dataset-x${scale}`);
  const file = path.join(dir, 'dataset.ndjson');
  if (existsSync(file) && statSync(file).mtimeMs >= statSync(SOURCE).mtimeMs) return file;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(SOURCE), crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    out.write(`${line}\n`);
    const doc = JSON.parse(line);
    if (!CLONED.has(doc._type) || doc._id.startsWith('drafts.')) continue;
    n++;
    for (let k = 1; k < scale; k++) {
      const clone = respellDeep(doc, k, { n });
      clone._id = `${doc._id}-x${k}`;
      if (doc.slug?.current) clone.slug = { ...doc.slug, current: `${doc.slug.current}-x${k}` };
      if (!out.write(`${JSON.stringify(clone)}\n`)) await new Promise((r) => out.once('drain', r));
    }
  }
  out.end();
  await finished(out);
  renameSync(partial, file);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await scaledDataset(Number(process.argv[2] ?? 10)));
