/** The test-only pages (the browser tests' hydration mismatch) exist only with TEST_PAGES=on, never in prod. */
import request from 'supertest';
import { buildRealApp } from '../support/real-app.js';
import { testConfig } from '../support/app.js';
import { NOT_FOUND } from '../../shared/messages.js';

const PATH = '/__test/hydration-mismatch';

describe('test-only pages', () => {
  it('are a plain 404 by default, page and page data alike', async () => {
    const { app } = buildRealApp();
    const page = await request(app).get(PATH);
    expect(page.status).toBe(404);
    expect(page.text).toContain(NOT_FOUND.title);
    expect((await request(app).get(`/_data${PATH}`)).status).toBe(404);
  });

  it('render with TEST_PAGES=on', async () => {
    const { app } = buildRealApp({ TEST_PAGES: 'on' });
    const page = await request(app).get(PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Rendered in the server.');
  });

  it('cannot be turned on with APP_ENV=prod', () => {
    expect(() => testConfig({ TEST_PAGES: 'on', APP_ENV: 'prod', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /TEST_PAGES=on is for browser tests only/,
    );
  });
});
