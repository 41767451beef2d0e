import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountModuleTables } from '../modules/account/account.table';
import type { CartTables } from '../modules/cart/cart.table';
import type { CatalogTables } from '../modules/catalog/catalog.table';
import type { AdminTables } from '../modules/admin/audit.table';
import type { NewsletterTables } from '../modules/newsletter/newsletter.table';
import type { SettingsTables } from '../modules/settings/settings.table';
import type { SupportTables } from '../modules/support/support.table';
import type { WishlistTables } from '../modules/wishlist/wishlist.table';
import type { CheckoutTables } from '../modules/checkout/checkout.table';
import type { OrdersTables } from '../modules/orders/orders.table';
import type { PaymentsTables } from '../modules/payments/payments.table';
import type { SupportAdminTables } from '../modules/admin/admin-support.table';
import type { NewsletterAdminTables } from '../modules/admin/admin-newsletter.table';
import type { StockMovementTables } from '../modules/catalog/stock-movements.table';
import type { OrderNotesTables } from '../modules/admin/orders/order-notes.table';
import type { JobLeaseTables } from '../lib/jobs/leases.table';
import type { IntegrationsTables } from '../modules/integrations/integrations.table';
import type { TaxTables } from '../modules/tax/tax.table';
import type { ShippingTables } from '../modules/shipping/shipping.table';
import type { ReturnsTables } from '../modules/returns/returns.table';
import type { GiftCardTables } from '../modules/gift-cards/gift-cards.table';
import type { StoreCreditTables } from '../modules/store-credit/store-credit.table';
import type { MarketsTables } from '../modules/markets/markets.table';
import type { MarketPriceTables } from '../modules/catalog/market-prices.table';
import type { TranslationTables } from '../modules/catalog/translations.table';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers in both SQLite
 * and PostgreSQL, so one code path serves both engines.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: 'customer' | 'admin';
  is_blocked: Generated<number>;
  /** Set when the account was deleted (the row stays, anonymised): migration 0003. */
  deleted_at: string | null;
  date_joined: string;
  updated_at: string;
  /** Access tokens issued before this are refused (migration 0014). */
  password_changed_at: string | null;
  /** The account's language (`en`, `de`, `fr`, `ja`): its mails are in it (migration 0023). */
  language: Generated<string>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  revoked_at: string | null;
  replaced_by_id: number | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  /** JSON of the stored image variants (migration 0002); `image` is the card variant's URL. */
  image_variants: string | null;
  position: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  /** Delivery (migration 0014): queued until SMTP took it; failed after the last retry. */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  headers: string | null;
  secret_expires_at: string | null;
}

export type MailStatus = 'queued' | 'sent' | 'failed' | 'stored';

export interface AccountTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  categories: CategoriesTable;
  mail_outbox: OutboxTable;
}

/**
 * The whole database: each module declares its tables in its own `*.table.ts` and adds them
 * here (one `extends` per module), so modules do not edit each other's types.
 */
export interface DB
  extends
    AccountTables,
    CatalogTables,
    AccountModuleTables,
    NewsletterTables,
    SupportTables,
    SettingsTables,
    AdminTables,
    CartTables,
    WishlistTables,
    CheckoutTables,
    OrdersTables,
    PaymentsTables,
    SupportAdminTables,
    NewsletterAdminTables,
    StockMovementTables,
    OrderNotesTables,
    TaxTables,
    ShippingTables,
    JobLeaseTables,
    ReturnsTables,
    IntegrationsTables,
    GiftCardTables,
    StoreCreditTables,
    MarketsTables,
    MarketPriceTables,
    TranslationTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
