/** The app on the real content layer over the generated dataset (no accounts). */
import { createContentService, createContentRoutes } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { buildTestApp, testConfig } from './app.js';
import type { Config } from '../../server/config.js';

export function buildRealApp(vars: Record<string, string> = {}) {
  const config: Config = testConfig(vars);
  const content = createContentService({ config, logger: createLogger('silent') });
  const app = buildTestApp(content, { config, contentRoutes: createContentRoutes(config) });
  return { app, content, config };
}
