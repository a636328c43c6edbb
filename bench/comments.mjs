/**
 * `npm run bench -- --comments`: threads of 1,000 comments on the production server
 * (build/server/main.js, production defaults, embedded PGlite, FEATURE_LOGIN=on, COMMENTS=members,
 * reply emails to a local SMTP sink in a process of its own: bench/smtp-sink.mjs).
 *
 * Seeding: the server starts once on a fresh DATA_DIR (a sign-up through the API makes and migrates
 * its database), stops; the bench then opens the PGlite folder itself and writes MEMBERS members with
 * a session each (their cookies are the bench's) and THREAD_SIZE comments under each of two stories
 * (a third of them replies, some liked), in one transaction; the server starts again on that folder.
 * Writing through the API would meet the per-member burst limit (429) a thousand times over.
 *
 * Then, each row autocannon for DURATION s:
 * - a thread read, GET /api/comments?path= of a 1,000-comment thread: one connection (the time of
 *   one read, nothing queued) and CONNECTIONS connections (the server saturated with reads);
 * - the same read signed in (a member's cookie: the answer marks their own comments and likes);
 * - the cached story page, CONNECTIONS connections, with nothing else, then during a load of
 *   READ_RATE thread reads a second and POST_RATE new comments a second (a third of them replies,
 *   each from the next member, so none meets the burst limit; replies mail their parent's author).
 *   The target: that page's p99 during the load within 1.5x of without.
 * With BENCH_DATABASE_URL (a PostgreSQL server; the run gets a schema of its own, dropped after),
 * the same again on a second server with DATABASE_URL there: the thread's query then runs in
 * PostgreSQL's process instead of in the web process's event loop (PGlite is WASM on that thread).
 * Writes the `comments` section of bench/README.md (no other mode writes it).
 */
import { randomBytes, createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { firstArticlePath, load, startServer } from './server.mjs';

export const THREAD_SIZE = 1000;
const MEMBERS = 400;
/**
 * The load the cached page is measured under: thread reads and new comments a second. To tell their
 * parts apart, BENCH_COMMENTS_READ_RATE and BENCH_COMMENTS_POST_RATE change them (0: none of it).
 */
const READ_RATE = Number(process.env.BENCH_COMMENTS_READ_RATE ?? 20);
const POST_RATE = Number(process.env.BENCH_COMMENTS_POST_RATE ?? 5);
/** The figures of a load not run. */
const NONE = { requests: { average: 0, total: 0 }, latency: { p50: 0, p99: 0 }, errors: 0, timeouts: 0, non2xx: 0 };
const STORY = '/feature/the-last-summer-in-the-mountains';

/** The sink in its own process (bench/smtp-sink.mjs), as the newsletter bench runs it. */
async function startSink() {
  const child = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'smtp-sink.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let state = { total: 0 };
  const port = await new Promise((resolve) => child.once('message', (m) => resolve(m.port)));
  child.on('message', (m) => {
    if (typeof m.total === 'number') state = m;
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    total: () => state.total,
    close: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.send('stop');
    }),
  };
}

const PARAGRAPHS = [
  'I read this twice. The second half, about the long winters, is the part that stays with me.',
  'Not sure I agree with the premise, but the reporting is careful and the details are right.',
  'My grandmother lived two valleys over and told almost exactly this story about the road.',
  'Could the editors add the source for the figures in the fourth paragraph? I would like to read more.',
  'This is why I subscribe.\nThank you for taking the time to go there and ask.',
  'A small correction: the pass closes in November, not October, at least it did when I lived there.',
];

/** A comment's body: one to three of the paragraphs, 90 to 400 characters. */
const bodyOf = (i) => Array.from({ length: 1 + (i % 3) }, (_, k) => PARAGRAPHS[(i + k * 5) % PARAGRAPHS.length]).join('\n\n');

/** The (stopped) server's database, for the seeding: its embedded PGlite folder, or PostgreSQL at `databaseUrl`. */
async function openDatabase(dataDir, databaseUrl) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: (sql, params) => client.query(sql, params),
      async transaction(fn) {
        await client.query('BEGIN');
        try {
          const result = await fn({ query: (sql, params) => client.query(sql, params) });
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
      },
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(path.join(dataDir, 'pglite'));
}

/**
 * Writes the members, their sessions and the threads into the (stopped) server's database.
 * Answers the members' session tokens.
 */
async function seed(db, paths) {
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(32).toString('base64url'));
  const started = performance.now();
  try {
    await db.transaction(async (tx) => {
      // Members of two months' standing (not new: their links would be held), each with a session.
      const { rows: users } = await tx.query(
        `INSERT INTO users (email, first_name, last_name, created_at)
         SELECT 'commenter' || lpad(g::text, 4, '0') || '@example.com', 'Reader', 'No. ' || g, now() - interval '60 days'
           FROM generate_series(1, $1::int) AS g
         RETURNING id`,
        [MEMBERS],
      );
      const ids = users.map((u) => u.id);
      await tx.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at)
         SELECT h, u, now(), now() + interval '30 days', now() FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`,
        [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
      );
      for (const storyPath of paths) {
        // Two thirds top-level comments over the last ten days, oldest first, then a third replies.
        const top = Math.round((THREAD_SIZE * 2) / 3);
        const bodies = Array.from({ length: THREAD_SIZE }, (_, i) => bodyOf(i));
        const authors = Array.from({ length: THREAD_SIZE }, (_, i) => ids[(i * 7) % ids.length]);
        const { rows: parents } = await tx.query(
          `INSERT INTO comments (path, user_id, body, created_at)
           SELECT $1, u, b, now() - interval '10 days' + (n * interval '10 minutes')
             FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS t(u, b, n)
           RETURNING id, created_at`,
          [storyPath, authors.slice(0, top), bodies.slice(0, top)],
        );
        const replyTo = Array.from({ length: THREAD_SIZE - top }, (_, i) => parents[(i * 13) % parents.length].id);
        await tx.query(
          `INSERT INTO comments (path, parent_id, user_id, body, created_at)
           SELECT $1, p, u, b, c.created_at + interval '5 minutes'
             FROM unnest($2::uuid[], $3::uuid[], $4::text[]) AS t(p, u, b)
             JOIN comments c ON c.id = t.p`,
          [storyPath, replyTo, authors.slice(top), bodies.slice(top)],
        );
        // Likes: every third comment has one to five.
        await tx.query(
          `INSERT INTO comment_likes (comment_id, user_id)
           SELECT c.id, u.id
             FROM (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM comments WHERE path = $1) c
             JOIN LATERAL (SELECT id FROM users ORDER BY id LIMIT 1 + (c.n % 5)) u ON true
            WHERE c.n % 3 = 0`,
          [storyPath],
        );
      }
    });
    // As autovacuum would soon after: the planner's statistics of the new rows.
    await db.query('ANALYZE');
    const { rows } = await db.query('SELECT path, count(*)::int AS n FROM comments GROUP BY path ORDER BY path');
    return { tokens, counts: rows, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await db.close();
  }
}

const cookieOf = (token) => `colophon_session=${token}`;

async function signUp(base) {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'first@example.com', password: 'bench-password-1', firstName: 'First', lastName: 'Member' }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
}

/** autocannon's figures of one row. */
const figures = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  total: r.requests.total,
});

async function row(name, opts) {
  const r = figures(await load(opts));
  console.log(`${name.padEnd(44)} ${String(r.requestsPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
  return r;
}

/** A fresh PostgreSQL schema on `baseUrl` for one run, and a DATABASE_URL whose connections use it. */
async function pgSchema(baseUrl) {
  const { default: pg } = await import('pg');
  const schema = `bench_comments_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

/** One server and its database, seeded, measured. */
async function run(sink, { duration, connections, databaseUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-bench-comments-'));
  const schema = databaseUrl ? await pgSchema(databaseUrl) : null;
  const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, FEATURE_LOGIN: 'on', COMMENTS: 'members', ...(schema ? { DATABASE_URL: schema.url, SESSION_SECRET: randomBytes(32).toString('hex') } : {}) };
  try {
    // 1. A first start makes and migrates the database; the stories are found on its pages.
    let server = await startServer(env);
    let paths;
    try {
      await signUp(server.base);
      paths = [await firstArticlePath(server.base), STORY];
    } finally {
      await server.stop();
    }
    // 2. Members, sessions and the threads, written into its database.
    const seeded = await seed(await openDatabase(dataDir, schema?.url), paths);
    console.log(`${schema ? 'PostgreSQL' : 'PGlite'}: seeded in ${seeded.seconds} s:`, seeded.counts);
    // 3. The server again, on the seeded database.
    server = await startServer(env);
    try {
      const [storyPath] = paths;
      const threadUrl = `${server.base}/api/comments?path=${encodeURIComponent(storyPath)}`;
      const pageUrl = `${server.base}${storyPath}`;
      const first = await fetch(threadUrl);
      const thread = await first.json();
      if (!first.ok || typeof thread.count !== 'number') throw new Error(`GET ${threadUrl}: ${first.status} ${JSON.stringify(thread).slice(0, 200)}`);
      const bytes = JSON.stringify(thread).length;
      const member = { cookie: cookieOf(seeded.tokens[0]) };
      // Warm both paths (V8 optimises over the first requests).
      for (let i = 0; i < 20; i++) {
        await fetch(threadUrl).then((r) => r.arrayBuffer());
        await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
      }
      const gz = { 'accept-encoding': 'gzip' };
      const readOne = await row('thread read, 1 connection', { url: threadUrl, connections: 1, duration, headers: gz });
      const readMany = await row(`thread read, ${connections} connections`, { url: threadUrl, connections, duration, headers: gz });
      const readSignedIn = await row('thread read signed in, 1 connection', { url: threadUrl, connections: 1, duration, headers: { ...gz, ...member } });
      const idle = await row(`cached page, ${connections} connections, no load`, { url: pageUrl, connections, duration, headers: gz });

      // The load: thread reads at READ_RATE/s, new comments at POST_RATE/s from member after member.
      const postsBefore = sink.total();
      let n = 0;
      const replyTargets = thread.comments.map((c) => c.id);
      const posting = POST_RATE === 0 ? Promise.resolve(NONE) : load({
        url: `${server.base}/api/comments`,
        connections: 2,
        overallRate: POST_RATE,
        duration: duration + 2,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const i = n++;
              const body = { path: storyPath, body: `${bodyOf(i)} (bench ${i})`, ...(i % 3 === 0 ? { parentId: replyTargets[i % replyTargets.length] } : {}) };
              return {
                ...req,
                headers: { ...req.headers, 'content-type': 'application/json', origin: server.base, cookie: cookieOf(seeded.tokens[1 + (i % (MEMBERS - 1))]) },
                body: JSON.stringify(body),
              };
            },
          },
        ],
      });
      const reading = READ_RATE === 0 ? Promise.resolve(NONE) : load({ url: threadUrl, connections: 4, overallRate: READ_RATE, duration: duration + 2, headers: gz });
      await new Promise((r) => setTimeout(r, 1000));
      const during = await row(`cached page, ${connections} connections, during the load`, { url: pageUrl, connections, duration, headers: gz });
      const [posted, read] = (await Promise.all([posting, reading])).map(figures);
      console.log('posting', posted, 'reading', read);
      // Reply emails are fire and forget: give the last ones a moment to reach the sink.
      await new Promise((r) => setTimeout(r, 1500));
      return {
        database: schema ? 'PostgreSQL' : 'embedded PGlite',
        storyPath,
        seeded: { members: MEMBERS, counts: seeded.counts, seconds: seeded.seconds },
        thread: { count: thread.count, topLevel: thread.comments.length, bytes },
        readOne,
        readMany,
        readSignedIn,
        idle,
        during,
        load: { readRate: READ_RATE, postRate: POST_RATE, posted, read, emails: sink.total() - postsBefore },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

/** The embedded PGlite (the production default) and, given `databaseUrl`, PostgreSQL: one server each. */
export async function measureComments({ duration = 10, connections = 10, databaseUrl } = {}) {
  const loadBefore = loadavg()[0].toFixed(1);
  const sink = await startSink();
  try {
    const runs = [await run(sink, { duration, connections })];
    if (databaseUrl) runs.push(await run(sink, { duration, connections, databaseUrl }));
    return { date: new Date().toISOString(), cores: cpus().length, loadBefore, loadAfter: loadavg()[0].toFixed(1), duration, connections, runs };
  } finally {
    await sink.close();
  }
}

export function commentsTable(r) {
  const line = (name, m) => `| ${name} | ${m.requestsPerSec} | ${m.p50Ms} | ${m.p99Ms} | ${m.errors + m.non2xx} |`;
  const out = [];
  for (const x of r.runs) {
    const ratio = x.during.p99Ms / Math.max(1, x.idle.p99Ms);
    out.push(
      `| ${x.database}, ${r.duration} s a row | req/s | p50 ms | p99 ms | errors, non-2xx |`,
      '| --- | ---: | ---: | ---: | ---: |',
      line(`thread read (${x.thread.count} comments, ${Math.round(x.thread.bytes / 1024)} kB JSON), 1 connection`, x.readOne),
      line(`thread read, ${r.connections} connections`, x.readMany),
      line('thread read signed in, 1 connection', x.readSignedIn),
      line(`cached story page, ${r.connections} connections, no load`, x.idle),
      line(`cached story page, ${r.connections} connections, during ${x.load.readRate} reads/s + ${x.load.postRate} posts/s`, x.during),
      line(`(the load) thread reads at ${x.load.readRate}/s`, x.load.read),
      line(`(the load) new comments at ${x.load.postRate}/s, a third replies`, x.load.posted),
      '',
      `${x.database}: cached page p99 during the load / without: **${ratio.toFixed(2)}x** (target: within 1.5x). ${x.load.posted.total} comments posted during the load (${x.load.posted.non2xx} not 201), ${x.load.emails} reply emails reached the sink. Seeded: ${x.seeded.members} members, ${x.seeded.counts.map((c) => `${c.n} comments on ${c.path}`).join(', ')}, written in ${x.seeded.seconds} s.`,
      '',
    );
  }
  return out.join('\n').trimEnd();
}
