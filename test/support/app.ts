import { loadConfig, type Config } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { createApp, type AppDeps } from '../../server/app.js';
import type { ContentService } from '../../server/content/types.js';
import { steadyPageCache } from './steady-clock.js';
import { pageCacheOptionsFor } from '../../server/render/page-cache.js';

/** Config for tests: defaults plus overrides, never the developer's own environment. */
export function testConfig(vars: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...vars });
}

export function buildTestApp(content: ContentService, overrides: Partial<AppDeps> = {}) {
  const config = overrides.config ?? testConfig();
  const pageCache = steadyPageCache(pageCacheOptionsFor(config));
  return createApp({ config, logger: createLogger('silent'), content, pageCache, ...overrides });
}
