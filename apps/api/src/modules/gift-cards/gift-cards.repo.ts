import { sql, type ExpressionBuilder } from 'kysely';
import type { GiftCardStatus } from '@shopwright/shared/credit';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { GiftCardMovementsTable, NewGiftCard } from './gift-cards.table';

/**
 * The gift card tables' SQL (migration 0018). A balance only goes down through `spendCard`, one
 * conditional statement, so concurrent checkouts can never spend more than a card holds.
 */

type CardsEb = ExpressionBuilder<DB, 'gift_cards'>;

/** Where a card stands on `today` (a UTC day), as SQL: the admin list's status filter. */
function statusIs(eb: CardsEb, status: GiftCardStatus, today: string) {
  const expired = eb.and([eb('gift_cards.expires_on', 'is not', null), eb('gift_cards.expires_on', '<', today)]);
  const current = eb.or([eb('gift_cards.expires_on', 'is', null), eb('gift_cards.expires_on', '>=', today)]);
  switch (status) {
    case 'disabled':
      return eb('gift_cards.disabled', '=', 1);
    case 'expired':
      return eb.and([eb('gift_cards.disabled', '=', 0), expired]);
    case 'empty':
      return eb.and([eb('gift_cards.disabled', '=', 0), current, eb('gift_cards.balance', '=', 0)]);
    default:
      return eb.and([eb('gift_cards.disabled', '=', 0), current, eb('gift_cards.balance', '>', 0)]);
  }
}

export interface CardFilter {
  last4?: string | undefined;
  status?: GiftCardStatus | undefined;
  today: string;
}

const filtered = (db: Database, f: CardFilter) =>
  db
    .selectFrom('gift_cards')
    .$if(f.last4 !== undefined, (q) => q.where('gift_cards.last4', '=', f.last4!))
    .$if(f.status !== undefined, (q) => q.where((eb) => statusIs(eb, f.status!, f.today)));

const withCreator = (db: Database) =>
  db
    .selectFrom('gift_cards')
    .leftJoin('users as u', 'u.id', 'gift_cards.created_by')
    .selectAll('gift_cards')
    .select(['u.email as creator_email', 'u.first_name as creator_first_name', 'u.last_name as creator_last_name']);

export type CardWithCreator = Awaited<ReturnType<typeof findCard>> & object;

export async function listCards(db: Database, f: CardFilter, limit: number, offset: number) {
  const ids = await filtered(db, f).select('gift_cards.id').orderBy('gift_cards.id', 'desc').limit(limit).offset(offset).execute();
  if (ids.length === 0) return [];
  return withCreator(db)
    .where(
      'gift_cards.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('gift_cards.id', 'desc')
    .execute();
}

export async function countCards(db: Database, f: CardFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findCard = (db: Database, id: number) => withCreator(db).where('gift_cards.id', '=', id).executeTakeFirst();

export const findCardByHash = (db: Database, hash: string) =>
  db.selectFrom('gift_cards').selectAll().where('code_hash', '=', hash).executeTakeFirst();

export const findCardsByHash = (db: Database, hashes: string[]) =>
  hashes.length === 0 ? Promise.resolve([]) : db.selectFrom('gift_cards').selectAll().where('code_hash', 'in', hashes).execute();

export async function insertCard(db: Database, row: NewGiftCard): Promise<number> {
  return (await db.insertInto('gift_cards').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export const updateCard = (
  db: Database,
  id: number,
  patch: { disabled?: number; expires_on?: string | null; note?: string; updated_at: string },
) => db.updateTable('gift_cards').set(patch).where('id', '=', id).execute();

/**
 * Takes `amount` from a card that can pay on `today` and answers its balance after, or null when
 * it holds less, is disabled or expired (nothing changed then).
 */
export async function spendCard(db: Database, id: number, amount: number, today: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('gift_cards')
    .set({ balance: sql`balance - ${amount}`, updated_at: now })
    .where('id', '=', id)
    .where('balance', '>=', amount)
    .where('disabled', '=', 0)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** Gives `amount` back to a card (a refund, a placement undone), whatever its state; answers the balance after. */
export async function creditCard(db: Database, id: number, amount: number, now: string): Promise<number | null> {
  const row = await db
    .updateTable('gift_cards')
    .set({ balance: sql`balance + ${amount}`, updated_at: now })
    .where('id', '=', id)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export const insertMovement = (db: Database, row: Omit<GiftCardMovementsTable, 'id'>) =>
  db.insertInto('gift_card_movements').values(row).execute();

export const movementByKey = (db: Database, key: string) =>
  db.selectFrom('gift_card_movements').select(['id', 'balance_after']).where('key', '=', key).executeTakeFirst();

/** A card's history, oldest first, with whether each movement's order still exists. */
export const cardMovements = (db: Database, cardId: number) =>
  db
    .selectFrom('gift_card_movements as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.kind', 'm.amount', 'm.balance_after', 'm.order_id', 'm.actor_type', 'm.created_at', 'o.id as order_exists'])
    .where('m.gift_card_id', '=', cardId)
    .orderBy('m.id')
    .execute();
