/** A content service over the fixture dataset (or the real one), with the warnings it logs. */
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../../server/config.js';
import { createContentService, type ContentServiceDeps, type LoadOptions } from '../../../server/content/index.js';
import type { ContentSource } from '../../../server/content/source.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';

export { FIXTURE_DIR };
export const REAL_DATASET_DIR = path.resolve('data');

export function testConfig(vars: Record<string, string> = {}): Config {
  return loadConfig({ DATASET_PATH: FIXTURE_DIR, LOG_LEVEL: 'silent', ...vars });
}

export interface TestService {
  service: ReturnType<typeof createContentService>;
  warnings: string[];
}

export function fixtureService(
  options: { vars?: Record<string, string>; source?: ContentSource; cache?: ContentServiceDeps['cache'] } = {},
): TestService {
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  const service = createContentService({
    config: testConfig(options.vars),
    logger,
    source: options.source,
    cache: options.cache,
  });
  return { service, warnings };
}

export const PUBLIC: LoadOptions = { preview: false };
export const PREVIEW: LoadOptions = { preview: true };

export function url(pathAndQuery: string): URL {
  return new URL(pathAndQuery, 'http://localhost');
}
