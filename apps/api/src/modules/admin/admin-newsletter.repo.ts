import { sql, type Insertable, type SqlBool } from 'kysely';
import type { NewsletterStatus } from '@shopwright/shared/newsletter';
import type { Database } from '../../db/database';
import { offsetOf, type PageRequest } from './admin-pagination';
import type { NewsletterCampaignsTable } from './admin-newsletter.table';

export interface SubscriberFilter {
  status?: NewsletterStatus;
  q?: string;
}

/** `%` and `_` typed in a search are literal characters, not wildcards; addresses are stored lower-cased. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function subscribers(db: Database, filter: SubscriberFilter) {
  let query = db.selectFrom('newsletter_subscribers');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(sql<SqlBool>`email like ${likePattern(filter.q)} escape '\\'`);
  return query;
}

const COLUMNS = ['id', 'email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'] as const;

/** Newest first. */
export const listSubscribers = (db: Database, filter: SubscriberFilter, page: PageRequest) =>
  subscribers(db, filter).select(COLUMNS).orderBy('id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();

export async function countSubscribers(db: Database, filter: SubscriberFilter): Promise<number> {
  const row = await subscribers(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Subscribers per status. */
export async function countByStatus(db: Database): Promise<Record<NewsletterStatus, number>> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Who the export holds: everyone who has not unsubscribed, oldest first. */
export const exportableSubscribers = (db: Database) =>
  db.selectFrom('newsletter_subscribers').select(COLUMNS).where('status', 'in', ['confirmed', 'pending']).orderBy('id').execute();

export async function insertCampaign(db: Database, campaign: Insertable<NewsletterCampaignsTable>): Promise<number> {
  const row = await db.insertInto('newsletter_campaigns').values(campaign).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const campaigns = (db: Database) => db.selectFrom('newsletter_campaigns').leftJoin('users', 'users.id', 'newsletter_campaigns.sent_by');
const CAMPAIGN_COLUMNS = [
  'newsletter_campaigns.id',
  'newsletter_campaigns.subject',
  'newsletter_campaigns.recipients',
  'newsletter_campaigns.sent_by',
  'newsletter_campaigns.sent_at',
  'users.email as sender_email',
  'users.first_name as sender_first_name',
  'users.last_name as sender_last_name',
] as const;

/** Newest first, with the sender while the account exists. */
export const listCampaigns = (db: Database, page: PageRequest) =>
  campaigns(db).select(CAMPAIGN_COLUMNS).orderBy('newsletter_campaigns.id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();

export async function countCampaigns(db: Database): Promise<number> {
  const row = await db
    .selectFrom('newsletter_campaigns')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findCampaign = (db: Database, id: number) =>
  campaigns(db)
    .select([...CAMPAIGN_COLUMNS, 'newsletter_campaigns.text'])
    .where('newsletter_campaigns.id', '=', id)
    .executeTakeFirst();
