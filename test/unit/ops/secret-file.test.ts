/** The secrets the server keeps in DATA_DIR (server/ops/secret-file.ts) and SESSION_SECRET's rules in loadConfig. */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptSecretFile, writeSecretFile } from '../../../server/ops/secret-file.js';
import { ConfigError, loadConfig, sessionSecretLine } from '../../../server/config.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-secret-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('keptSecretFile', () => {
  it('makes a random secret once (0600), then reads the same one', () => {
    const first = keptSecretFile(path.join(dir, 'data'), 'session-secret');
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, 'data', 'session-secret')).mode & 0o777).toBe(0o600);
    expect(keptSecretFile(path.join(dir, 'data'), 'session-secret')).toEqual({ secret: first.secret, created: false });
    expect(keptSecretFile(path.join(dir, 'other'), 'session-secret').secret).not.toBe(first.secret);
  });

  it('refuses an empty file with a message naming it', () => {
    writeFileSync(path.join(dir, 'session-secret'), '\n');
    expect(() => keptSecretFile(dir, 'session-secret')).toThrow(`${path.join(dir, 'session-secret')} is empty`);
  });

  it('writeSecretFile replaces the secret each time (the admin token)', () => {
    const a = writeSecretFile(dir, 'admin-token');
    expect(writeSecretFile(dir, 'admin-token')).not.toBe(a);
  });
});

describe('SESSION_SECRET in loadConfig', () => {
  it('is taken from the environment when set, and made into DATA_DIR otherwise', () => {
    expect(loadConfig({ SESSION_SECRET: 'from-env', DATA_DIR: dir })).toMatchObject({ sessionSecret: 'from-env', sessionSecretSource: 'env' });
    const made = loadConfig({ DATA_DIR: dir });
    expect(made.sessionSecretSource).toBe('created');
    expect(sessionSecretLine(made)).toContain(path.join(dir, 'session-secret'));
    expect(sessionSecretLine(made)).not.toContain(made.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ sessionSecret: made.sessionSecret, sessionSecretSource: 'data-dir' });
    expect(made.sessionSecret).not.toBe('colophon-development-session-secret');
  });

  it('is required where processes share accounts', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/colophon', DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/colophon', DATA_DIR: dir })).toThrow(/^DATABASE_URL needs SESSION_SECRET/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/colophon', SESSION_SECRET: 'shared', DATA_DIR: dir }).sessionSecret).toBe('shared');
  });
});
