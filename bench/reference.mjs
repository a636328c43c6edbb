#!/usr/bin/env node
/**
 * The physical reference of the bench: a bare `node:http` server that answers each recorded path
 * with the exact status, headers and pre-gzipped body bytes the app sent for it, written from a
 * Buffer. No framework, no routing beyond a Map lookup, no logging: what Node itself costs to
 * deliver those bytes on this machine. The app's cached pages are measured against it in the same
 * run (bench/run.mjs), so the ratio says how much the app adds, not how fast the machine is.
 *
 * As a child process: `node bench/reference.mjs <responses.json>` prints `listening <port>` once
 * it listens on 127.0.0.1. The JSON maps a path to { status, headers, body (base64) }.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A response exactly as the app sent it: gzip bytes untouched (what a cached hit writes). */
export function recordResponse(base, path) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          // Per-connection headers are the server's business, not the recorded answer's.
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !['connection', 'keep-alive', 'date', 'transfer-encoding'].includes(name)),
          );
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/** Starts the reference in its own process (as the app runs in its own) and resolves its base URL and stop(). */
export function startReference(responsesFile) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), responsesFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
    child.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (!m) return;
      resolve({
        base: `http://127.0.0.1:${m[1]}`,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const answers = new Map(
    Object.entries(recorded).map(([path, r]) => {
      const body = Buffer.from(r.body, 'base64');
      return [path, { status: r.status, headers: { ...r.headers, 'content-length': String(body.length) }, body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
  process.on('SIGTERM', () => process.exit(0));
}
