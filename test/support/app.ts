import { loadConfig, type Config } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { createApp, type AppDeps } from '../../server/app.js';
import type { ContentService } from '../../server/content/types.js';
import { steadyPageCache } from './steady-clock.js';

/** Config for tests: defaults plus overrides, never the developer's own environment. */
export function testConfig(vars: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...vars });
}

export function buildTestApp(content: ContentService, overrides: Partial<AppDeps> = {}) {
  const config = overrides.config ?? testConfig();
  const pageCache = steadyPageCache({ enabled: config.PAGE_CACHE === 'on', maxPending: config.RENDER_QUEUE_MAX });
  return createApp({ config, logger: createLogger('silent'), content, pageCache, ...overrides });
}
