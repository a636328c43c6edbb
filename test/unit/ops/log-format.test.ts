/**
 * Logs a person reads at a terminal are pretty; everything else (tests, CI, pipes, containers,
 * production) gets one JSON object a line. And the start-up line says the build and APP_ENV plainly.
 */
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';
import { chooseLogFormat, prettyOptions, startupLine } from '../../../server/logger.js';

describe('chooseLogFormat', () => {
  it.each([
    // LOG_FORMAT, APP_ENV, stdout a terminal, format
    [undefined, 'dev', true, 'pretty'],
    [undefined, 'staging', true, 'pretty'],
    [undefined, 'prod', true, 'json'],
    [undefined, 'dev', false, 'json'],
    [undefined, 'prod', false, 'json'],
    ['json', 'dev', true, 'json'],
    ['pretty', 'prod', false, 'pretty'],
    ['pretty', 'dev', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s, APP_ENV=%s, terminal: %s -> %s', (...[LOG_FORMAT, APP_ENV, tty, expected]) => {
    expect(chooseLogFormat({ LOG_FORMAT, APP_ENV }, tty)).toBe(expected);
  });
});

describe('startupLine', () => {
  const config = { PUBLIC_URL: 'http://localhost:3000', APP_ENV: 'dev', CONTENT_SOURCE: 'local' };
  it('names the build and the APP_ENV as feature flags, so dev is not read as development mode', () => {
    expect(startupLine(config, 'production')).toBe(
      'Colophon listening on http://localhost:3000 — production build, APP_ENV=dev (feature flags: dev), content: local',
    );
    expect(startupLine({ ...config, APP_ENV: 'prod' }, 'development')).toBe(
      'Colophon listening on http://localhost:3000 — development build, APP_ENV=prod (feature flags: prod), content: local',
    );
  });
});

describe('createLogger with format pretty', () => {
  it('writes a coloured, readable line, an access-log line as method, path, status and time', async () => {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    // The same options createLogger passes, into a buffer instead of stdout.
    let out = '';
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => ((out += chunk.toString('utf8')), done()) });
    const logger = pino({ level: 'info' }, pretty({ ...prettyOptions(), destination: sink, sync: true }));
    logger.info({ port: 3000, appEnv: 'dev', contentSource: 'local' }, 'Colophon listening on http://localhost:3000');
    logger.info({ req: { method: 'GET', url: '/sections/news' }, res: { statusCode: 200 }, responseTime: 12, cache: 'HIT' }, 'request completed');
    await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('\u001b['); // colours
    expect(out).toContain('INFO');
    expect(out).toContain('Colophon listening on http://localhost:3000');
    expect(out).toContain('GET /sections/news 200 12 ms HIT');
    expect(out).not.toContain('"statusCode"');
    expect(out).not.toContain('appEnv'); // said in the line's words

    expect(out).not.toMatch(/^\{/m); // no JSON lines
  });
});
