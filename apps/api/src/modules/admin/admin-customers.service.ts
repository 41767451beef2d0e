import {
  ADMIN_MESSAGES as M,
  AUDIT_ACTIONS,
  type AdminCustomer,
  type AdminCustomerDetail,
  type CustomerSort,
  type CustomerSummary,
  type Page,
} from '@shopwright/shared/admin';
import { fromMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { isoIn } from '../../lib/time';
import { revokeAllForUser } from '../auth/auth.repo';
import { getSettings } from '../settings/settings.service';
import { customerLifetime } from './reports/sales.repo';
import * as repo from './admin-customers.repo';
import { pageOf, type PageRequest } from './admin-pagination';

type CustomerRow = Awaited<ReturnType<typeof repo.listCustomers>>[number];
type AddressRow = Awaited<ReturnType<typeof repo.listAddresses>>[number];

const DAY_MS = 24 * 3600 * 1000;

function toCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    date_joined: row.date_joined,
    is_blocked: Boolean(row.is_blocked),
  };
}

const toAddress = ({ user_id: _userId, is_default, ...rest }: AddressRow) => ({ ...rest, is_default: Boolean(is_default) });

/** `GET admin/customers`: one page of customers matching the search, in the chosen order. */
export async function listCustomers(
  ctx: AppContext,
  query: { q?: string; sort: CustomerSort; updated_since?: string } & PageRequest,
): Promise<Page<AdminCustomer>> {
  const q = query.q?.trim() || undefined;
  const [rows, count] = await Promise.all([
    repo.listCustomers(ctx.db, { ...query, q }),
    repo.countCustomers(ctx.db, q, query.updated_since),
  ]);
  return pageOf(rows.map(toCustomer), count, query);
}

/** `GET admin/customers/summary`: totals for the dashboard. */
export async function customerSummary(ctx: AppContext): Promise<CustomerSummary> {
  const s = await repo.customerSummary(ctx.db, isoIn(-7 * DAY_MS), isoIn(-30 * DAY_MS));
  return { total: s.total, new_last_7_days: s.new7, new_last_30_days: s.new30, blocked: s.blocked };
}

async function findCustomer(ctx: AppContext, id: number) {
  const user = await repo.findUser(ctx.db, id);
  if (!user || user.role !== 'customer') throw notFound(M.customerNotFound);
  return user;
}

/** `GET admin/customers/{id}`: the profile with the saved addresses and what they bought. */
export async function getCustomer(ctx: AppContext, id: number): Promise<AdminCustomerDetail> {
  const user = await findCustomer(ctx, id);
  const [addresses, sales, settings] = await Promise.all([repo.listAddresses(ctx.db, id), customerLifetime(ctx.db, id), getSettings(ctx)]);
  const lifetime = {
    orders: sales.orders,
    spent: fromMinor(sales.gross),
    refunded: fromMinor(sales.refunds),
    net: fromMinor(sales.gross - sales.refunds),
    currency: settings.currency,
    first_order_at: sales.first_order_at,
    last_order_at: sales.last_order_at,
  };
  return { ...toCustomer(user), updated_at: user.updated_at, addresses: addresses.map(toAddress), lifetime };
}

/**
 * Blocks or unblocks a customer. Blocking also revokes every refresh token, so the customer is
 * signed out everywhere once their short-lived access token ends; sign-in is refused meanwhile.
 * Admins (the acting one included) cannot be blocked.
 */
export async function setCustomerBlocked(ctx: AppContext, actorId: number, id: number, blocked: boolean): Promise<AdminCustomerDetail> {
  if (id === actorId) throw conflict(M.cannotBlockSelf);
  const user = await repo.findUser(ctx.db, id);
  if (user?.role === 'admin') throw conflict(M.cannotBlockAdmin);
  if (!user) throw notFound(M.customerNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setBlocked(trx, id, blocked))) return;
    if (blocked) await revokeAllForUser(trx, id);
    await recordAudit(trx, {
      actor_id: actorId,
      action: blocked ? AUDIT_ACTIONS.customerBlock : AUDIT_ACTIONS.customerUnblock,
      entity: 'user',
      entity_id: id,
      before: { is_blocked: !blocked },
      after: { is_blocked: blocked },
    });
  });
  return getCustomer(ctx, id);
}
