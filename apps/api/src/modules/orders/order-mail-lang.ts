import { langOf, type Lang } from '@shopwright/shared/i18n';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { shopLink } from '../markets/markets-config';

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

/**
 * A storefront link about an order (its return, say) in the order's market and language (issue
 * 27): `…/de/returns/3` for a German order of the `/de` market.
 */
export async function orderPageLink(ctx: AppContext, orderId: number, path: string): Promise<string> {
  const row = await ctx.db.selectFrom('orders').select(['market', 'lang']).where('id', '=', orderId).executeTakeFirst();
  return shopLink(ctx, path, row?.market, row?.lang);
}
