import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import * as newsletter from '../newsletter/newsletter.repo';
import * as support from '../support/support.repo';
import { clearCart } from '../cart/cart.repo';
import { clearWishlist } from '../wishlist/wishlist.repo';
import { forgetStockRequests } from '../catalog/stock.repo';
import { anonymiseOrders } from '../orders/orders.privacy';
import { deleteCredentials } from './account.repo';
import { deleteAddressesOf } from './addresses.repo';

/**
 * What each module does when an account is deleted, run in one transaction before the users
 * row is anonymised (it is kept, so that orders can still point at it). Modules append their
 * step here: e.g. orders keep their lines and totals but drop the shipping address's name and
 * phone; carts and wishlists are deleted.
 */
export type DeletionStep = (trx: Database, user: UserRow) => Promise<unknown>;

export const deletionSteps: DeletionStep[] = [
  (trx, user) => deleteCredentials(trx, user.id),
  (trx, user) => deleteAddressesOf(trx, user.id),
  (trx, user) => newsletter.deleteByEmail(trx, user.email),
  (trx, user) => support.anonymiseTickets(trx, user.id, user.email),
  (trx, user) => support.detachErrorReports(trx, user.id),
  (trx, user) => anonymiseOrders(trx, user.id),
  (trx, user) => clearCart(trx, user.id),
  (trx, user) => clearWishlist(trx, user.id),
  // Back-in-stock requests hold the e-mail; reviews stay, signed as "Deleted" by the anonymised row.
  (trx, user) => forgetStockRequests(trx, user.id, user.email),
];
