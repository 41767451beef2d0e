import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { cartExportRows } from '../cart/cart.repo';
import { findByEmail } from '../newsletter/newsletter.repo';
import { errorReportsOfUser, ticketsOfUser } from '../support/support.repo';
import { toErrorReport, toTicket } from '../support/support.service';
import { wishlistExportRows } from '../wishlist/wishlist.repo';
import { ordersExport } from '../orders/orders.privacy';
import { listAddresses } from './addresses.repo';
import { toAddress } from './addresses.service';

/**
 * One entry of the user's data export (`GET users/me/export`): a key and what the shop holds
 * under it. Modules that store personal data append their section here (cart, wishlist,
 * orders, reviews). A section returns only this user's rows and never secrets such as
 * password or token hashes.
 */
export type ExportSection = (ctx: AppContext, user: UserRow) => Promise<readonly [key: string, data: unknown]>;

export const exportSections: ExportSection[] = [
  async (_ctx, user) => [
    'profile',
    {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      date_joined: user.date_joined,
      updated_at: user.updated_at,
    },
  ],
  async (ctx, user) => ['addresses', (await listAddresses(ctx.db, user.id)).map(toAddress)],
  async (ctx, user) => {
    const row = await findByEmail(ctx.db, user.email);
    const data = row && {
      email: row.email,
      status: row.status,
      subscribed_at: row.created_at,
      confirmed_at: row.confirmed_at,
      unsubscribed_at: row.unsubscribed_at,
    };
    return ['newsletter', data ?? null];
  },
  async (ctx, user) => ['support_tickets', (await ticketsOfUser(ctx.db, user.id)).map(toTicket)],
  async (ctx, user) => ['error_reports', (await errorReportsOfUser(ctx.db, user.id)).map(toErrorReport)],
  async (ctx, user) => ['cart', await cartExportRows(ctx.db, user.id)],
  async (ctx, user) => ['wishlist', await wishlistExportRows(ctx.db, user.id)],
  async (ctx, user) => ['orders', await ordersExport(ctx.db, user.id)],
];
