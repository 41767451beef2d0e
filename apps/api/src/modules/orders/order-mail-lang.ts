import { langOf, type Lang } from '@shopwright/shared/i18n';
import type { Database } from '../../db/database';

/**
 * The language of an order's mails (ADR 028): the one it was placed in (`orders.lang`), else its
 * customer's (`users.language`), else English.
 */
export async function orderMailLang(db: Database, orderId: number): Promise<Lang> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.lang as lang', 'users.language as language'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return langOf(row?.lang ?? row?.language);
}
