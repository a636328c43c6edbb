/**
 * Operations at scale, on the built server as operators run it: PUBLIC_URL's safe defaults, one
 * writer per embedded database (the data folder lock, the CLI routed to its owner, a second server
 * refused, a crashed owner's lock recovered), and no acknowledged sign-up lost to SIGKILL.
 */
import { poll } from '../support/poll.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { freePort } from '../support/free-port.js';
import { postJson, runCli, spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { LOCK_FILE } from '../../server/accounts/data-lock.js';
import { MESSAGES } from '../../server/accounts/response-texts.js';
import { ACCOUNT } from '../../shared/account-messages.js';
import { launchBrowser, waitForHydration } from './browser.js';

const running: Spawned[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'colophon-ops-'));
  folders.push(dir);
  return dir;
}

function start(env: Record<string, string>): Spawned {
  const server = spawnServer(env);
  running.push(server);
  return server;
}

const member = (email: string) => ({ email, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' });

describe('PUBLIC_URL', () => {
  it('APP_ENV=prod without PUBLIC_URL stops at start with a message naming it', async () => {
    const server = start({ APP_ENV: 'prod', SESSION_SECRET: 'x'.repeat(40), PORT: String(await freePort()), DATA_DIR: dataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('APP_ENV=prod needs PUBLIC_URL');
  });

  it('in dev, on a port other than 3000, sign-up and log-in work from localhost and 127.0.0.1; another origin is told where the site is', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir(), FEATURE_LOGIN: 'on' });
    await waitReady(server);
    const signUp = await postJson(server.base, '/api/auth/sign-up', member('port@example.com'), `http://localhost:${port}`);
    expect(signUp.status).toBe(201);
    const login = await postJson(server.base, '/api/auth/login', { email: 'port@example.com', password: 'correct horse' }, `http://127.0.0.1:${port}`);
    expect(login.status).toBe(200);
    // The page's own links and canonical name the port really bound.
    expect(await (await fetch(`${server.base}/sections/news`)).text()).toContain(`href="http://localhost:${port}/sections/news"`);

    const foreign = await postJson(server.base, '/api/auth/login', { email: 'port@example.com', password: 'correct horse' }, 'http://localhost:3000');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: { code: 'forbidden', message: MESSAGES.crossSite(`http://localhost:${port}`) } });
  });

  it('a reader on an address other than PUBLIC_URL is told in the popup where to sign in', async () => {
    const port = await freePort();
    const publicUrl = `http://localhost:${await freePort()}`; // a misconfigured PUBLIC_URL
    const server = start({ PORT: String(port), PUBLIC_URL: publicUrl, DATA_DIR: dataDir(), FEATURE_LOGIN: 'on' });
    await waitReady(server);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.goto(`${server.base}/`);
      await waitForHydration(page);
      await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email', { exact: true }).fill('reader@example.com');
      await dialog.getByLabel('Password', { exact: true }).fill('correct horse');
      await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
      await poll(() => dialog.getByRole('alert').textContent()).toBe(MESSAGES.crossSite(publicUrl));
      await page.screenshot({ path: 'test-results/screenshots/cross-site-refusal.png' });
    } finally {
      await browser.close();
    }
  });
});

describe('one writer per embedded database', () => {
  it('the CLI with another PORT routes to the server holding the folder; a second server on it refuses; member data intact', async () => {
    const dir = dataDir();
    const port = await freePort();
    const owner = start({ PORT: String(port), DATA_DIR: dir });
    await waitReady(owner);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: owner.child.pid, port, role: 'server' });
    const origin = `http://localhost:${port}`;
    expect((await postJson(owner.base, '/api/auth/sign-up', member('kept@example.com'), origin)).status).toBe(201);

    // The operator's shell has another PORT, or none: the lock says where the owner is.
    const granted = await runCli(['grant-premium', 'kept@example.com'], { DATA_DIR: dir, PORT: String(await freePort()) });
    expect(granted).toMatchObject({ code: 0, stdout: 'kept@example.com: premium granted\n' });
    const listed = await runCli(['list'], { DATA_DIR: dir });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^premium {2}kept@example\.com {2}Ada Lovelace/m);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dir} is in use by a Colophon server (pid ${owner.child.pid}) on port ${port}.`);

    // The owner still serves its members, with what the CLI did.
    const login = await postJson(owner.base, '/api/auth/login', { email: 'kept@example.com', password: 'correct horse' }, origin);
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const status = await fetch(`${owner.base}/api/auth/check-subscription-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(await status.json()).toMatchObject({ active: true });
  });

  it('the CLI refuses, without touching the database, when the owner does not answer', async () => {
    const dir = dataDir();
    // A live process that is not a server on that port (this test runner) holds the folder.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), port: await freePort(), role: 'server', since: new Date().toISOString() }));
    const res = await runCli(['list'], { DATA_DIR: dir });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/is in use by a Colophon server .* It does not answer on port \d+ yet; try again in a moment\./);
  });

  it('a lock left by a crashed process is recovered at start', async () => {
    const dir = dataDir();
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead, host: hostname(), port: 1, role: 'server', since: new Date().toISOString() }));
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dir });
    await waitReady(server);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: server.child.pid, port });
    await server.stop();
    expect(() => readFileSync(path.join(dir, LOCK_FILE))).toThrow(); // a clean stop takes the lock away
  });
});
