import { loadConfig, type Config } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { createApp, type AppDeps } from '../../server/app.js';
import type { ContentService } from '../../server/content/types.js';

/** Config for tests: defaults plus overrides, never the developer's own environment. */
export function testConfig(vars: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...vars });
}

export function buildTestApp(content: ContentService, overrides: Partial<AppDeps> = {}) {
  const config = overrides.config ?? testConfig();
  return createApp({ config, logger: createLogger('silent'), content, ...overrides });
}
