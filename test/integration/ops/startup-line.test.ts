/**
 * The line a person reads when the server is up says the build and the environment plainly, and
 * the server's log is JSON when stdout is not a terminal (here a pipe, as in CI and containers).
 */
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';

const SLOW = 180_000;

describe('the real server entry, started with its defaults', () => {
  let bundle: ServerBundle;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    bundle = await bundleServer();
  }, SLOW);
  afterAll(async () => {
    await server?.stop();
    bundle?.remove();
  });

  it('logs JSON and states the build, APP_ENV and content source in its start-up line', async () => {
    server = await startServerProcess(bundle.entry, { FEATURE_LOGIN: 'off' }, 60_000, { readyOn: 'listening' });
    const line = server.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('Colophon listening on'));
    expect(line).toMatchObject({
      level: 30,
      msg: `Colophon listening on ${server.url} — production build, APP_ENV=dev (feature flags: dev), content: local`,
      appEnv: 'dev',
      contentSource: 'local',
    });
    const smtp = server.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('SMTP_URL is not set'));
    expect(smtp?.msg).toMatch(/^SMTP_URL is not set, so no email is sent: each one \(a sign-in link, a password reset\) is written to \S+outbox and its link to this log\.$/);
  }, SLOW);
});
