import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  NEWSLETTER_AUDIT_ACTIONS as A,
  SUBSCRIBER_CSV_COLUMNS,
  type AdminSubscriber,
  type NewsletterAudience,
  type NewsletterCampaign,
  type NewsletterCampaignDetail,
  type Page,
  type SendNewsletterInput,
} from '@shopwright/shared/admin';
import type { NewsletterStatus } from '@shopwright/shared/newsletter';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { sendNewsletter } from '../newsletter/newsletter.service';
import { toCsv } from '../../lib/csv';
import * as repo from './admin-newsletter.repo';
import { pageOf, type PageRequest } from './admin-pagination';
import { personRef } from './admin-support.service';

type SubscriberRow = Awaited<ReturnType<typeof repo.listSubscribers>>[number];
type CampaignRow = Awaited<ReturnType<typeof repo.listCampaigns>>[number];

const toSubscriber = (row: SubscriberRow): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  subscribed_at: row.created_at,
  confirmed_at: row.confirmed_at,
  unsubscribed_at: row.unsubscribed_at,
});

const toCampaign = (row: CampaignRow): NewsletterCampaign => ({
  id: row.id,
  subject: row.subject,
  recipients: Number(row.recipients),
  sent_by: personRef(row.sent_by, row.sender_email, row.sender_first_name, row.sender_last_name),
  sent_at: row.sent_at,
});

/** `GET admin/newsletter/subscribers`: newest first, by status, searched by e-mail. */
export async function listSubscribers(
  ctx: AppContext,
  query: { status?: NewsletterStatus; q?: string } & PageRequest,
): Promise<Page<AdminSubscriber>> {
  const filter = { status: query.status, q: query.q?.trim() || undefined };
  const [rows, count] = await Promise.all([repo.listSubscribers(ctx.db, filter, query), repo.countSubscribers(ctx.db, filter)]);
  return pageOf(rows.map(toSubscriber), count, query);
}

/** `GET admin/newsletter/summary`. */
export const audience = (ctx: AppContext): Promise<NewsletterAudience> => repo.countByStatus(ctx.db);

/** `GET admin/newsletter/subscribers.csv`: confirmed and pending subscribers; the export itself is audited. */
export async function exportSubscribers(ctx: AppContext, actorId: number): Promise<{ filename: string; csv: string }> {
  const rows = await repo.exportableSubscribers(ctx.db);
  await recordAudit(ctx.db, {
    actor_id: actorId,
    action: A.export,
    entity: 'newsletter_subscribers',
    entity_id: null,
    after: { rows: rows.length },
  });
  const csv = toCsv(
    SUBSCRIBER_CSV_COLUMNS,
    rows.map((r) => [r.email, r.status, r.created_at, r.confirmed_at]),
  );
  const shop = ctx.config.shopName.replace(/[^\w.-]+/g, '-');
  return { filename: `${shop}-newsletter-subscribers-${nowIso().slice(0, 10)}.csv`, csv };
}

/**
 * `POST admin/newsletter/send`: mails every confirmed subscriber (each with their unsubscribe
 * link), then records the campaign with the number of mails queued.
 */
export async function sendCampaign(ctx: AppContext, actorId: number, content: SendNewsletterInput): Promise<NewsletterCampaignDetail> {
  if ((await audience(ctx)).confirmed === 0) throw conflict(M.noRecipients);
  const recipients = await sendNewsletter(ctx, content);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const campaignId = await repo.insertCampaign(trx, { ...content, recipients, sent_by: actorId, sent_at: nowIso() });
    await recordAudit(trx, {
      actor_id: actorId,
      action: A.send,
      entity: 'newsletter_campaign',
      entity_id: campaignId,
      after: { subject: content.subject, recipients },
    });
    return campaignId;
  });
  return getCampaign(ctx, id);
}

/** `GET admin/newsletter/campaigns`: newsletters sent, newest first. */
export async function listCampaigns(ctx: AppContext, page: PageRequest): Promise<Page<NewsletterCampaign>> {
  const [rows, count] = await Promise.all([repo.listCampaigns(ctx.db, page), repo.countCampaigns(ctx.db)]);
  return pageOf(rows.map(toCampaign), count, page);
}

/** `GET admin/newsletter/campaigns/{id}`: with its text. */
export async function getCampaign(ctx: AppContext, id: number): Promise<NewsletterCampaignDetail> {
  const row = await repo.findCampaign(ctx.db, id);
  if (!row) throw notFound(M.campaignNotFound);
  return { ...toCampaign(row), text: row.text };
}
