/**
 * A real SMTP server in the test process (the `smtp-server` package): it accepts every message and
 * counts what each address received, for the newsletter sender's tests and bench.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SinkMessage {
  to: string[];
  from: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Messages received per recipient address (lower-case). */
  counts: Map<string, number>;
  /** Keeps only counts (no raw text): for thousands of messages. */
  countOnly: boolean;
  /** Refuses RCPT TO for these addresses with 550. */
  reject: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpSink(opts: { countOnly?: boolean; port?: number } = {}): Promise<SmtpSink> {
  const sink = { messages: [] as SinkMessage[], counts: new Map<string, number>(), countOnly: opts.countOnly ?? false, reject: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (sink.reject.has(address.address.toLowerCase())) {
        const err = new Error('no such user') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        if (!sink.countOnly) chunks.push(c);
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        for (const a of to) sink.counts.set(a, (sink.counts.get(a) ?? 0) + 1);
        if (!sink.countOnly) {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          sink.messages.push({ to, from, raw: Buffer.concat(chunks).toString('utf8') });
        }
        callback();
      });
    },
  });
  // A client killed mid-message (the crash tests) resets its connection: nothing to report.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
