import request from 'supertest';
import { buildRealApp } from '../support/real-app.js';
import { BLACKOUT } from '../../shared/messages.js';

describe('blackout screen behind its flag', () => {
  it('is off by default', async () => {
    const res = await request(buildRealApp().app).get('/');
    expect(res.text).not.toContain(BLACKOUT.title);
  });

  it('replaces the site when FEATURE_BLACKOUT_SCREEN=on, with the 500/1000/1500 image', async () => {
    const res = await request(buildRealApp({ FEATURE_BLACKOUT_SCREEN: 'on' }).app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain(BLACKOUT.title);
    expect(res.text).toContain(BLACKOUT.placeholder);
    expect(res.text).toMatch(/srcSet="[^"]*w=500[^"]* 500w, [^"]*w=1000[^"]* 1000w, [^"]*w=1500[^"]* 1500w"/);
    expect(res.text).not.toContain('class="nav"');
  });

  it('is disabled in preview', async () => {
    const { app } = buildRealApp({ FEATURE_BLACKOUT_SCREEN: 'on', PREVIEW_SECRET: 's3cret' });
    const agent = request.agent(app);
    await agent.get('/api/preview?secret=s3cret&slug=/');
    const res = await agent.get('/');
    expect(res.text).not.toContain(BLACKOUT.title);
    expect(res.text).toContain('class="nav"');
  });
});
