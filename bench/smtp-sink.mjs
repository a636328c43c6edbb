/**
 * The bench's SMTP sink (the `smtp-server` package) in a process of its own, so parsing 10,000
 * messages does not slow the load generator's own timing: `node bench/smtp-sink.mjs` under
 * child_process.fork. It sends its port once listening, then `{ total, distinct, lastAt }` every
 * 100 ms (lastAt: ms since it started when the last message arrived); `'reset'` sets the counts to zero.
 */
import { SMTPServer } from 'smtp-server';

const counts = new Map();
let total = 0;
let lastAt = 0;
const started = performance.now();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) counts.set(r.address, (counts.get(r.address) ?? 0) + 1);
      total++;
      lastAt = performance.now() - started;
      callback();
    });
  },
});
server.on('error', () => undefined);
process.on('message', (m) => {
  if (m === 'reset') {
    counts.clear();
    total = 0;
  }
  if (m === 'stop') server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => {
  process.send({ port: server.server.address().port });
  setInterval(() => process.send({ total, distinct: counts.size, lastAt }), 100);
});
