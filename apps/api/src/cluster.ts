import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import type { Config } from './config';
import { isClusterChangeMessage } from './lib/change-bus';

/** A worker that dies this soon after starting is restarted after a pause, not at once. */
const EARLY_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;
/** So many crashes within the window means something is broken for good: the primary stops. */
const CRASH_LOOP = { crashes: 10, windowMs: 60_000 };

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** Logs before the app (and its pino logger) exists, as the same JSON lines. */
export function startupLog(config: Config) {
  const write = (level: 'info' | 'error', extra: object, msg: string) => {
    if (config.logLevel === 'silent' || LEVELS[level] < LEVELS[config.logLevel]) return;
    process.stdout.write(
      JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...extra, msg }) + '\n',
    );
  };
  return {
    info: (extra: object, msg: string) => write('info', extra, msg),
    error: (extra: object, msg: string) => write('error', extra, msg),
  };
}

/** A start-up failure (bad configuration, unreachable database or Redis) as one JSON log line. */
export function logStartupFailure(err: unknown, problems?: string[]): void {
  const error = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : { message: String(err) };
  const line = {
    level: LEVELS.fatal,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    err: error,
    ...(problems ? { problems } : {}),
    msg: `Shopwright failed to start: ${error.message}`,
  };
  process.stderr.write(JSON.stringify(line) + '\n');
}

/**
 * `WORKERS=N`: this process prepares the database once (migrations, seed, demo pictures), then
 * forks N workers that share the port (node:cluster hands connections round-robin). A worker
 * that crashes is replaced; SIGTERM or SIGINT stops every worker gracefully, then the primary.
 * Cache-change notices of one worker are passed to all (without Redis; see lib/change-bus).
 */
export async function runPrimary(config: Config, prepare: () => Promise<void>, graceMs: number): Promise<void> {
  const log = startupLog(config);
  await prepare();
  const started = new Map<Worker, number>();
  const crashes: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isClusterChangeMessage(message)) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker && other.isConnected()) other.send(message);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) {
        log.info({}, 'all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (code === 0 && !signal) {
      // A worker that stopped cleanly (e.g. a SIGINT sent to the whole process group) is not replaced.
      if (started.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_LOOP.windowMs) crashes.shift();
    if (crashes.length >= CRASH_LOOP.crashes) {
      log.error({ code, signal }, `workers crashed ${crashes.length} times within a minute; stopping`);
      void shutdown('crash loop', 1);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'worker died; starting a new one');
    setTimeout(fork, ranFor < EARLY_DEATH_MS ? RESTART_PAUSE_MS : 0);
  });

  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({}, `shutting down (${reason}): workers finish their requests in flight`);
    const workers = [...started.keys()];
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.error({}, 'workers took too long to stop; killing them');
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 2_000);
    timer.unref();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
  log.info({}, `started ${config.workers} workers sharing port ${config.port}`);
}
