import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Dialect } from './db/database';
import type { ChangeBus } from './lib/change-bus';
import type { JobRunner } from './lib/jobs/job-runner';
import type { Mailer } from './lib/mailer';
import type { AccessTokens } from './lib/tokens';

/** What every service needs, passed first to each service function. */
export interface AppContext {
  db: Database;
  dialect: Dialect;
  config: Config;
  tokens: AccessTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tells every process of the shop that cached data changed (settings …), so each drops its copy. */
  changes: ChangeBus;
  /** Background jobs run by exactly one process of the shop (lib/jobs); modules register theirs. */
  jobs: JobRunner;
}
