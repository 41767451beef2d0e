import { sql, type RawBuilder } from 'kysely';
import type { ReportGroup } from '@shopwright/shared/admin';
import type { Dialect } from '../../../db/database';

/**
 * The first day (`YYYY-MM-DD`, UTC) of the day, ISO week (from Monday) or month of a stored
 * ISO-8601 UTC timestamp column: the one place where the two engines need different SQL.
 * Holds no parameters, so the same expression can be selected and grouped by.
 */
export function periodStart(dialect: Dialect, column: string, group: ReportGroup): RawBuilder<string> {
  const day = sql`substr(${sql.ref(column)}, 1, 10)`;
  if (group === 'day') return sql<string>`${day}`;
  if (group === 'month') return sql<string>`substr(${sql.ref(column)}, 1, 7) || '-01'`;
  return dialect === 'postgres'
    ? sql<string>`to_char(date_trunc('week', cast(${day} as timestamp)), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, 'weekday 0', '-6 days')`;
}
