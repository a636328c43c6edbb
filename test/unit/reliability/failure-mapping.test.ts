/**
 * How failures become answers: a database out of reach is a 503 with a message (not a 500), a
 * request Node's parser refuses still gets a text message, and a bad Host or X-Forwarded-Proto
 * never makes the request URL unparsable.
 */
import type { Request } from 'express';
import pino from 'pino';
import { createJsonErrorHandler, isConnectionError } from '../../../server/http/error-handler.js';
import { MailSendError } from '../../../server/domain-errors.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { clientErrorResponse, CLIENT_ERROR_MESSAGES } from '../../../server/http-server.js';
import { originOf, requestUrl } from '../../../server/render/request.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['pg socket refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['dns', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['cannot connect now', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['pg terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['pglite closed', new Error('PGlite is closed')],
    ['wrapped', new Error('query failed', { cause: withCode('x', 'ECONNREFUSED') })],
  ])('%s is a connection error', (_name, err) => {
    expect(isConnectionError(err)).toBe(true);
  });

  it.each([
    ['syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['unique violation', withCode('duplicate key value', '23505')],
    ['type error', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not', (_name, err) => {
    expect(isConnectionError(err)).toBe(false);
  });
});

describe('the JSON error handler', () => {
  function answer(err: unknown) {
    const out: { status?: number; body?: unknown } = {};
    const res = {
      headersSent: false,
      status(s: number) {
        out.status = s;
        return this;
      },
      get(): string | undefined {
        return undefined;
      },
      set() {
        return this;
      },
      json(b: unknown) {
        out.body = b;
        return this;
      },
    };
    createJsonErrorHandler(pino({ level: 'silent' }))(err, { originalUrl: '/api/x' } as Request, res as never, () => undefined);
    return out;
  }

  it('maps a lost database to 503 with the unavailable message', () => {
    expect(answer(new Error('Connection terminated unexpectedly'))).toEqual({
      status: 503,
      body: { error: { code: 'unavailable', message: MESSAGES.unavailable } },
    });
  });

  it('keeps its own errors and bugs as they were', () => {
    expect(answer(new MailSendError(withCode('x', 'ECONNREFUSED'))).status).toBe(502);
    expect(answer(new Error('boom'))).toEqual({ status: 500, body: { error: { code: 'internal', message: MESSAGES.internal } } });
  });
});

describe('clientErrorResponse', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_METHOD', 400],
    [undefined, 400],
  ])('%s -> %i with a text message', (code, status) => {
    const raw = clientErrorResponse(code);
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toContain('Connection: close');
    expect(body).toBe(`${CLIENT_ERROR_MESSAGES[status]}\n`);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(clientErrorResponse(code, true).split('\r\n\r\n')[1]).toBe('');
  });
});

describe('request URL from hostile headers', () => {
  const req = (host: string | undefined, protocol: string, url = '/x') =>
    ({ protocol, originalUrl: url, get: (name: string) => (name === 'host' ? host : undefined) }) as unknown as Request;

  it.each(['localhost:99999', 'localhost:abc', '[::1', 'a b', '%', '', 'evil.example/path', 'x'.repeat(300)])(
    'Host %j gives a parsable URL',
    (host) => {
      expect(() => requestUrl(req(host, 'http'))).not.toThrow();
    },
  );

  it.each(['javascript', 'x y', 'http:', '://', 'ftp', ''])('X-Forwarded-Proto %j becomes http', (protocol) => {
    expect(originOf(req('localhost:3000', protocol))).toBe('http://localhost:3000');
  });

  it('keeps https and a good host', () => {
    expect(originOf(req('magazine.example', 'https'))).toBe('https://magazine.example');
    expect(requestUrl(req('[::1]:3000', 'http', '//evil.example/x')).origin).toBe('http://[::1]:3000');
  });
});
