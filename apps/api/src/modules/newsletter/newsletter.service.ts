import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  NEWSLETTER_MESSAGES as M,
  NEWSLETTER_RESEND_MINUTES,
  type NewsletterPreference,
} from '@shopwright/shared/newsletter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import * as repo from './newsletter.repo';
import { confirmationMail, newsletterMail, subscribedMail } from './newsletter.mails';
import type { SubscriberRow } from './newsletter.table';
import { shopName } from '../settings/settings.service';
import type { Lang } from '@shopwright/shared/i18n';
import { languageBaseUrl } from '../markets/markets-config';

const RESEND_MS = NEWSLETTER_RESEND_MINUTES * 60_000;
const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_TTL_DAYS * 24 * 3600_000;

const invalidToken = () => new AppError(400, 'BAD_REQUEST', M.invalidToken);
const sentWithin = (at: string | null, ms: number) => at !== null && Date.parse(at) > Date.now() - ms;
const links = (ctx: AppContext, row: Pick<SubscriberRow, 'unsubscribe_token'>) => ({
  publicUrl: ctx.config.publicUrl,
  unsubscribeToken: row.unsubscribe_token,
});

/**
 * Double opt-in: a new, pending or unsubscribed address gets a confirmation link (at most one
 * per resend window); a confirmed one gets nothing. The caller answers the same in every case.
 */
/** `lang`: the language the subscription is asked in; the confirmation mail is in it. */
export async function subscribe(ctx: AppContext, email: string, lang: Lang = 'en'): Promise<void> {
  const address = email.toLowerCase();
  const existing = await repo.findByEmail(ctx.db, address);
  if (existing?.status === 'confirmed' || sentWithin(existing?.confirm_sent_at ?? null, RESEND_MS)) return;
  const confirm = newOpaqueToken();
  const now = nowIso();
  const pending = { status: 'pending' as const, confirm_token_hash: confirm.hash, confirm_sent_at: now, updated_at: now };
  let unsubscribeToken: string;
  if (existing) {
    if (!(await repo.claimConfirmation(ctx.db, existing.id, existing.confirm_sent_at, pending))) return;
    unsubscribeToken = existing.unsubscribe_token;
  } else {
    unsubscribeToken = newOpaqueToken().token;
    const row = { ...pending, email: address, unsubscribe_token: unsubscribeToken, confirmed_at: null, created_at: now };
    if (!(await repo.insertSubscriber(ctx.db, row))) return;
  }
  const pages = { ...links(ctx, { unsubscribe_token: unsubscribeToken }), pagesUrl: await languageBaseUrl(ctx, lang) };
  ctx.mailer.send(confirmationMail(await shopName(ctx), address, confirm.token, pages, lang));
}

/** Confirms a subscription from the mailed link; confirming again is harmless. */
export async function confirm(ctx: AppContext, token: string): Promise<void> {
  const row = await repo.findByConfirmHash(ctx.db, hashOpaqueToken(token));
  if (!row) throw invalidToken();
  if (row.status === 'confirmed') return;
  if (row.status !== 'pending' || !sentWithin(row.confirm_sent_at, CONFIRM_TTL_MS)) throw invalidToken();
  const now = nowIso();
  await repo.updateSubscriber(ctx.db, row.id, { status: 'confirmed', confirmed_at: now, updated_at: now });
}

/** Unsubscribes with the link every newsletter mail carries; again is harmless. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const row = await repo.findByUnsubscribeToken(ctx.db, token);
  if (!row) throw invalidToken();
  if (row.status === 'unsubscribed') return;
  const now = nowIso();
  // The old confirmation link must not resubscribe the address.
  await repo.updateSubscriber(ctx.db, row.id, { status: 'unsubscribed', confirm_token_hash: null, unsubscribed_at: now, updated_at: now });
}

/** Whether an account's e-mail receives the newsletter. */
export async function preferenceOf(ctx: AppContext, email: string): Promise<NewsletterPreference> {
  const row = await repo.findByEmail(ctx.db, email);
  return { subscribed: row?.status === 'confirmed' };
}

/**
 * Sets a signed-in user's choice. Subscribing counts as confirmed without a confirmation mail:
 * the user acts on their own account's address (accounts have no e-mail verification, so a
 * notice with the unsubscribe link goes to the address, and every newsletter carries it too).
 */
export async function setPreference(ctx: AppContext, email: string, subscribed: boolean, lang: Lang = 'en'): Promise<NewsletterPreference> {
  const address = email.toLowerCase();
  const row = await repo.findByEmail(ctx.db, address);
  const now = nowIso();
  if (!subscribed) {
    if (row && row.status !== 'unsubscribed') {
      await repo.updateSubscriber(ctx.db, row.id, {
        status: 'unsubscribed',
        confirm_token_hash: null,
        unsubscribed_at: now,
        updated_at: now,
      });
    }
    return { subscribed };
  }
  if (row?.status === 'confirmed') return { subscribed };
  const confirmed = { status: 'confirmed' as const, confirmed_at: now, confirm_token_hash: null, updated_at: now };
  const unsubscribeToken = row?.unsubscribe_token ?? newOpaqueToken().token;
  if (row) {
    await repo.updateSubscriber(ctx.db, row.id, confirmed);
  } else {
    const inserted = await repo.insertSubscriber(ctx.db, {
      ...confirmed,
      email: address,
      confirm_sent_at: null,
      unsubscribe_token: unsubscribeToken,
      created_at: now,
    });
    // Another request created the row meanwhile: apply the choice to that row instead.
    if (!inserted) return setPreference(ctx, email, subscribed, lang);
  }
  const pages = { ...links(ctx, { unsubscribe_token: unsubscribeToken }), pagesUrl: await languageBaseUrl(ctx, lang) };
  ctx.mailer.send(subscribedMail(await shopName(ctx), address, pages, lang));
  return { subscribed };
}

/** Mails a newsletter to every confirmed subscriber, each with their unsubscribe link; returns how many. */
export async function sendNewsletter(ctx: AppContext, content: { subject: string; text: string }): Promise<number> {
  const recipients = await repo.listConfirmed(ctx.db);
  const shop = await shopName(ctx);
  for (const r of recipients) ctx.mailer.send(newsletterMail(shop, r.email, content, links(ctx, r)));
  return recipients.length;
}
