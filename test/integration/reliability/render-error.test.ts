/**
 * A component that throws while rendering (docs/architecture.md#the-layout-and-its-rules: a loader
 * or render error is a 500 with the error page): the page's error boundary renders inside the
 * frame, status 500, not cached, and the process goes on answering.
 */
import request from 'supertest';
import { createContentService } from '../../../server/content/index.js';
import type { ContentService } from '../../../server/content/types.js';
import { createLogger } from '../../../server/logger.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { ERROR_PAGE } from '../../../shared/messages.js';

const BROKEN = '/sections/news/articles/news-story-01';
const HEALTHY = '/sections/news/articles/news-story-02';

/** The fixture content, except one article's data lacks `content`: the Article page reads content.body. */
function brokenArticleContent(): ContentService {
  const config = testConfig({ DATASET_PATH: FIXTURE_DIR });
  const real = createContentService({ config, logger: createLogger('silent') });
  return {
    ...real,
    async loadPage(id, params, url, opts) {
      const data = await real.loadPage(id, params, url, opts);
      if (id !== 'article' || params.slug !== 'news-story-01') return data;
      const { article } = data as { article: Record<string, unknown> };
      return { article: { ...article, content: undefined } } as unknown as typeof data;
    },
  };
}

describe('a render error in one component', () => {
  const app = buildTestApp(brokenArticleContent(), { config: testConfig({ DATASET_PATH: FIXTURE_DIR }) });

  it('renders the error boundary inside the frame with status 500, and the next request is fine', async () => {
    const res = await request(app).get(BROKEN);
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(ERROR_PAGE.title);
    expect(res.text).toContain(ERROR_PAGE.body);
    expect(res.text).toContain(ERROR_PAGE.refresh);
    expect(res.text).toContain(ERROR_PAGE.home);
    // The page's boundary (inside the frame: navigation, footer), not the bare fallback document.
    expect(res.text).toMatch(/<nav|<footer/);
    expect(res.text).not.toContain('/fallback.css');
    // Nothing internal reaches the page, not even in the hydration state.
    expect(res.text).not.toContain('Cannot read properties');
    expect(res.text).not.toMatch(/\bat \w+ \(|node_modules|\/work\//);

    expect((await request(app).get(HEALTHY)).status).toBe(200);
    expect((await request(app).get('/')).status).toBe(200);
    // Not cached: the same URL renders again (and fails the same way), still answering.
    expect((await request(app).get(BROKEN)).status).toBe(500);
  });

  it('answers the same page data as JSON (the browser renders the boundary itself)', async () => {
    const res = await request(app).get(`/_data${BROKEN}`);
    expect(res.status).toBe(200);
    expect(res.body.data.article.title).toBeTruthy();
  });
});
