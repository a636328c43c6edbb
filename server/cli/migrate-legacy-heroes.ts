/**
 * Operator CLI:  tsx server/cli/migrate-legacy-heroes.ts [--dry-run]
 *
 * Moves the leading inset image of legacy articles to their hero (the rule, its cut-off and its batches are in
 * server/content/migration/legacy-heroes.ts). Works on Sanity when CONTENT_SOURCE=sanity (needs
 * SANITY_WRITE_TOKEN), otherwise on the embedded dataset file (DATASET_PATH or data/dataset.ndjson).
 * Safe to re-run: migrated articles no longer qualify.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SanityClient } from '@sanity/client';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createLocalStore } from '../content/migration/local-store.js';
import { migrateLegacyHeroes, type MigrationOptions, type MigrationStore } from '../content/migration/run.js';
import { createSanityStore } from '../content/migration/sanity-store.js';

const USAGE = 'usage: tsx server/cli/migrate-legacy-heroes.ts [--dry-run]';
export const NO_TOKEN_MESSAGE =
  'The migration writes to Sanity and needs SANITY_WRITE_TOKEN (an API token with write access, from sanity.io/manage). Nothing was changed.';

/** Perspectives (and the `raw` one that includes drafts) exist from this API version on. */
const PERSPECTIVE_API_VERSION = '2021-03-25';

export interface MigrateCliDeps {
  config: Config;
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Batch pacing (tests pass a sleep that does not wait). */
  sleep?: MigrationOptions['sleep'];
  delayMs?: number;
}

/** The NDJSON file the local source reads: DATASET_PATH (a file, or a folder holding dataset.ndjson), else data/. */
export function localDatasetFile(config: Config): string {
  const location = config.DATASET_PATH ? path.resolve(config.DATASET_PATH) : config.datasetDir;
  const isDir = existsSync(location) && statSync(location).isDirectory();
  return isDir ? path.join(location, 'dataset.ndjson') : location;
}

function sanityClient(config: Config, token: string): SanityClient {
  const version = config.SANITY_API_VERSION.replace(/^v/, '');
  return createClient({
    projectId: config.SANITY_PROJECT_ID!,
    dataset: config.SANITY_DATASET,
    apiVersion: version,
    token,
    useCdn: false,
    // Drafts are migrated too: newer API versions default to published documents only.
    ...(version >= PERSPECTIVE_API_VERSION ? { perspective: 'raw' as const } : {}),
    timeout: 30_000,
    ...(config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  });
}

function storeFor(config: Config): MigrationStore | string {
  if (config.CONTENT_SOURCE === 'sanity' && config.SANITY_PROJECT_ID) {
    if (!config.SANITY_WRITE_TOKEN) return NO_TOKEN_MESSAGE;
    const where = `Sanity project ${config.SANITY_PROJECT_ID}, dataset ${config.SANITY_DATASET}`;
    return createSanityStore(sanityClient(config, config.SANITY_WRITE_TOKEN), where);
  }
  const file = localDatasetFile(config);
  if (!existsSync(file)) return `No dataset at ${file} (generate one with npm run dataset, or set DATASET_PATH).`;
  return createLocalStore(file);
}

/** Runs the CLI; returns the process exit code. */
export async function runMigrateCli(argv: string[], deps: MigrateCliDeps): Promise<number> {
  const { config, out = console.log, err = console.error } = deps;
  if (argv.some((a) => a === '--help' || a === '-h')) {
    out(USAGE);
    return 0;
  }
  if (argv.some((a) => a !== '--dry-run')) {
    err(USAGE);
    return 2;
  }
  try {
    const store = storeFor(config);
    if (typeof store === 'string') {
      err(store);
      return 1;
    }
    const report = await migrateLegacyHeroes(store, { dryRun: argv.includes('--dry-run'), sleep: deps.sleep, delayMs: deps.delayMs, log: out });
    if (config.CONTENT_SOURCE !== 'sanity' && report.changed.length > 0) {
      out('A running server reads the dataset once: restart it to serve the change.');
    }
    return 0;
  } catch (e) {
    err(`Migration stopped: ${e instanceof Error ? e.message : String(e)}. Batches already reported are done; re-run to continue.`);
    return 1;
  }
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return 1;
  }
  return runMigrateCli(process.argv.slice(2), { config });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
