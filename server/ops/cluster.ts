/**
 * WEB_CONCURRENCY workers (Node's cluster module): one Node process renders on one core, so N
 * workers share the port to use N. The primary only starts, restarts and stops workers; SIGTERM
 * (or SIGINT) is passed to every worker, each drains its in-flight requests, and the primary exits
 * 0 once all have. A worker that dies otherwise is replaced, unless workers keep dying at start.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** How long workers get to drain after SIGTERM before they are killed. */
  graceMs: number;
}

/** A worker dying this soon after it started counts as a failed start. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 5;
const RESTART_DELAY_MS = 1000;

export function runPrimary({ workers, logger, graceMs }: PrimaryOptions): void {
  const startedAt = new Map<number, number>();
  let stopping = false;
  let earlyDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  cluster.on('exit', (worker, code, signal) => {
    const lifetime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    earlyDeaths = lifetime < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      logger.fatal({ code, signal }, `${earlyDeaths} workers in a row died at start; giving up`);
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = alive();
    logger.info({ signal, workers: running.length }, 'shutting down workers');
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.warn('workers still running after the grace period: killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < workers; i++) fork();
  logger.info({ workers }, `started ${workers} workers sharing the port`);
}
