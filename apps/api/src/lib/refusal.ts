import type { ErrorCode } from '@shopwright/shared/errors';
import type { Database } from '../db/database';
import { AppError } from './errors';

/**
 * An expected business outcome that stops an operation (sold out, price changed, discount
 * refused, no shipping method, card declined): returned as a value the caller must handle, and
 * turned into the client's 4xx at the edge. Only the unexpected is thrown.
 */
export interface Refusal {
  refused: true;
  status: 400 | 402 | 409 | 422 | 502;
  code: ErrorCode;
  detail: string;
  errors?: Record<string, string[]>;
  /** A stable reason beside the code (a refused gift card: not_found, expired …), answered as `reason`. */
  reason?: string;
}

export const refuse = (status: Refusal['status'], code: ErrorCode, detail: string, errors?: Record<string, string[]>): Refusal => ({
  refused: true,
  status,
  code,
  detail,
  ...(errors ? { errors } : {}),
});

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;

/** The refusal as the API answers it. */
export const refusalError = (r: Refusal) => new AppError(r.status, r.code, r.detail, r.errors, r.reason);

/** Carries a refusal out of a transaction, which must roll back. */
class RolledBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.detail);
  }
}

/**
 * Runs `work` in a transaction: a refusal it returns rolls everything back and is returned, a
 * result commits.
 */
export async function refusableTransaction<T>(db: Database, work: (trx: Database) => Promise<T | Refusal>): Promise<T | Refusal> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (isRefusal(result)) throw new RolledBack(result);
      return result;
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.refusal;
    throw err;
  }
}
