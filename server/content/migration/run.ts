/**
 * Runs the legacy-hero migration against a store (the local dataset or Sanity): lists the moves,
 * then applies them in batches of MIGRATION_BATCH_SIZE with MIGRATION_BATCH_DELAY_MS between
 * batches, reporting each change. A dry run only lists.
 */
import { MIGRATION_BATCH_DELAY_MS, MIGRATION_BATCH_SIZE, type HeroMove } from './legacy-heroes.js';

export interface MigrationStore {
  /** Where the documents live, for the report ('local dataset data/dataset.ndjson'). */
  readonly description: string;
  /** Every article the rule applies to now, published and drafts. */
  plan(): Promise<HeroMove[]>;
  /** Applies one batch all-or-nothing; returns the ids it changed (an article changed meanwhile may be skipped). */
  apply(moves: HeroMove[]): Promise<string[]>;
}

export interface MigrationOptions {
  dryRun: boolean;
  batchSize?: number;
  delayMs?: number;
  /** Waits between batches (tests inject one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface MigrationReport {
  planned: HeroMove[];
  changed: string[];
  batches: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function describeMove(move: HeroMove): string {
  const block = move.blockKey ? ` (block ${move.blockKey})` : '';
  return `${move.id}  created ${move.createdAt.slice(0, 10)}  "${move.title}"  inset ${move.heroImage.asset?._ref}${block} -> hero.heroImage`;
}

export function batchesOf<T>(items: T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`batch size must be a positive integer, not ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function migrateLegacyHeroes(store: MigrationStore, options: MigrationOptions): Promise<MigrationReport> {
  const { dryRun, batchSize = MIGRATION_BATCH_SIZE, delayMs = MIGRATION_BATCH_DELAY_MS, sleep = defaultSleep } = options;
  const log = options.log ?? (() => {});
  log(`Legacy hero migration${dryRun ? ' (dry run)' : ''} on ${store.description}`);
  const planned = await store.plan();
  if (planned.length === 0) {
    log('Nothing to migrate: no legacy article is missing its hero image.');
    return { planned, changed: [], batches: 0 };
  }
  if (dryRun) {
    for (const move of planned) log(`  would move: ${describeMove(move)}`);
    log(`${planned.length} article(s) would change. Nothing was written.`);
    return { planned, changed: [], batches: 0 };
  }
  const batches = batchesOf(planned, batchSize);
  const changed: string[] = [];
  for (const [i, batch] of batches.entries()) {
    if (i > 0) await sleep(delayMs);
    const done = new Set(await store.apply(batch));
    for (const move of batch) {
      log(done.has(move.id) ? `  moved: ${describeMove(move)}` : `  skipped (changed since listed): ${move.id}`);
    }
    changed.push(...batch.filter((m) => done.has(m.id)).map((m) => m.id));
    log(`batch ${i + 1}/${batches.length} done`);
  }
  log(`${changed.length} article(s) changed in ${batches.length} batch(es).`);
  return { planned, changed, batches: batches.length };
}
