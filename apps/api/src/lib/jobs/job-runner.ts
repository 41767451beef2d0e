import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { acquireLease, releaseLease } from './leases.repo';

export interface PeriodicJob {
  /** Unique; also the lease's name. */
  name: string;
  /** How often the job runs in the process that holds its lease. */
  everyMs: number;
  /** Does one round of work; should finish well within the lease (3 × everyMs, at least 30 s). */
  run(): Promise<void>;
}

interface Registered extends PeriodicJob {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  /** A nudge arrived while a round was running: run again right after it. */
  again?: boolean;
}

/**
 * Background jobs that must run in exactly one process of the shop (a sweep, an outbox
 * deliverer), also with WORKERS > 1 and several machines: before each round a process takes or
 * renews the job's lease in the database; the others skip the round. A holder that dies stops
 * renewing, and another process takes over once its lease expires.
 *
 * Jobs are registered by the modules while the app is built; the server starts them, API tests
 * do not (they call `runNow` to run a round deterministically).
 */
export class JobRunner {
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly jobs = new Map<string, Registered>();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(job: PeriodicJob): void {
    if (this.jobs.has(job.name)) throw new Error(`background job ${job.name} registered twice`);
    this.jobs.set(job.name, { ...job });
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, Math.floor(Math.random() * Math.min(job.everyMs, 1000)));
  }

  /** Runs a round soon (e.g. right after a commit that gave the job work), if this process may. */
  nudge(name: string): void {
    const job = this.jobs.get(name);
    if (!job || !this.started) return;
    if (job.running) {
      job.again = true;
      return;
    }
    this.schedule(job, 0);
  }

  /** One round now, lease included; resolves when it is done (tests, operators' commands). */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no background job ${name}`);
    if (job.running) await job.running;
    return this.round(job);
  }

  /** Stops scheduling, waits for rounds in flight and gives the leases up. */
  async stop(): Promise<void> {
    this.started = false;
    const jobs = [...this.jobs.values()];
    for (const job of jobs) clearTimeout(job.timer);
    await Promise.allSettled(jobs.map((j) => j.running));
    await Promise.allSettled(jobs.map((j) => releaseLease(this.db, j.name, this.holder)));
  }

  private schedule(job: Registered, delay: number) {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      void this.round(job).finally(() => {
        if (!this.started) return;
        const next = job.again ? 0 : job.everyMs;
        job.again = false;
        this.schedule(job, next);
      });
    }, delay);
    job.timer.unref();
  }

  private async round(job: Registered): Promise<boolean> {
    let ran = false;
    const work = (async () => {
      try {
        if (!(await acquireLease(this.db, job.name, this.holder, Math.max(3 * job.everyMs, 30_000)))) return;
        ran = true;
        await job.run();
      } catch (err) {
        this.log.error({ err, job: job.name }, 'background job failed');
      }
    })();
    job.running = work;
    try {
      await work;
    } finally {
      job.running = undefined;
    }
    return ran;
  }
}
