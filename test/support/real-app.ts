/** The app on the real content layer over the generated dataset (no accounts). */
import { createContentService, createContentRoutes } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { buildTestApp, testConfig } from './app.js';
import type { Config } from '../../server/config.js';
import type { AppDeps } from '../../server/app.js';

export function buildRealApp(vars: Record<string, string> = {}, overrides: Partial<AppDeps> = {}) {
  const config: Config = testConfig(vars);
  const content = createContentService({ config, logger: createLogger('silent') });
  const app = buildTestApp(content, { config, contentRoutes: createContentRoutes(config), ...overrides });
  return { app, content, config };
}
