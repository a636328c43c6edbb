/**
 * The legacy-hero migration on the embedded dataset: one NDJSON file, rewritten atomically (a
 * temporary file beside it, then a rename) once per batch, so a reader never sees half a file and
 * an interrupted run leaves whole batches done. Lines of untouched documents stay byte-identical.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyMove, planMove, planMoves, type ArticleLike, type HeroMove } from './legacy-heroes.js';
import type { MigrationStore } from './run.js';

function parseLine(file: string, line: string, index: number): ArticleLike | null {
  try {
    const doc = JSON.parse(line) as ArticleLike;
    return typeof doc?._id === 'string' ? doc : null;
  } catch {
    throw new Error(`${file}:${index + 1}: not valid JSON; nothing was changed`);
  }
}

async function readLines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n');
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(tmp, text, { flush: true });
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** Sanity-like bookkeeping on a patched document: a new revision and update time. */
function touched(doc: ArticleLike, now: Date): ArticleLike {
  return { ...doc, _rev: randomBytes(11).toString('base64url'), _updatedAt: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

export function createLocalStore(file: string, clock: () => Date = () => new Date()): MigrationStore {
  if (!file.endsWith('.ndjson')) {
    throw new Error(`The migration rewrites an .ndjson file; ${file} is not one (export it as NDJSON first).`);
  }
  return {
    description: `local dataset ${file}`,
    async plan() {
      const lines = await readLines(file);
      const docs = lines.flatMap((line, i) => {
        const doc = line.trim() === '' ? null : parseLine(file, line, i);
        return doc && doc._type === 'article' ? [doc] : [];
      });
      return planMoves(docs);
    },
    async apply(moves: HeroMove[]) {
      // Re-read: the file may have changed since plan(), so each move is re-checked on the current
      // text. Only lines naming a wanted id are parsed (the file is large, and read once a batch).
      const lines = await readLines(file);
      const wanted = new Map(moves.map((m) => [m.id, m]));
      const needles = moves.map((m) => JSON.stringify(m.id));
      const changed: string[] = [];
      lines.forEach((line, i) => {
        if (!needles.some((n) => line.includes(n))) return;
        const doc = parseLine(file, line, i);
        const listed = doc && wanted.get(doc._id);
        const move = listed ? planMove(doc, listed.createdAt) : null;
        if (!doc || !move) return;
        lines[i] = JSON.stringify(touched(applyMove(doc, move), clock()));
        changed.push(doc._id);
      });
      if (changed.length > 0) await writeAtomically(file, lines.join('\n'));
      return changed;
    },
  };
}
