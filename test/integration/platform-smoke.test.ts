import request from 'supertest';
import { buildTestApp } from '../support/app.js';
import { createFakeContent } from '../support/fake-content.js';
import { NOT_FOUND } from '../../shared/messages.js';

describe('platform smoke', () => {
  it('renders home', async () => {
    const app = buildTestApp(createFakeContent());
    const res = await request(app).get('/');
    console.log(res.status, res.text.slice(0, 3000));
    expect(res.status).toBe(200);
  });
  it('404', async () => {
    const app = buildTestApp(createFakeContent());
    const res = await request(app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.text).toContain(NOT_FOUND.body);
  });
});
