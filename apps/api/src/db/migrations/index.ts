import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from '../database';
import { accountsMigration } from './0001_accounts';
import { catalogMigration } from './0002_catalog';
import { engagementMigration } from './0003_engagement';
import { adminMigration } from './0004_admin';
import { cartMigration } from './0005_cart';
import { ordersMigration } from './0006_orders';
import { adminCatalogMigration } from './0007_admin_catalog';
import { supportAdminMigration } from './0008_support_admin';
import { orderNotesMigration } from './0009_order_notes';
import { catalogLookupMigration } from './0010_catalog_lookup';
import { jobLeasesMigration } from './0011_job_leases';
import { variantsMigration } from './0012_variants';
import { paymentsAsyncMigration } from './0013_payments_async';
import { operationsMigration } from './0014_operations';
import { integrationsMigration } from './0015_integrations';
import { taxesShippingMigration } from './0016_taxes_shipping';
import { orderPaymentsMigration } from './0017_order_payments';
import { giftCardsStoreCreditMigration } from './0018_gift_cards_store_credit';
import { returnsMigration } from './0019_returns';
import { marketsMigration } from './0020_markets';
import { catalogTranslationsMigration } from './0021_catalog_translations';
import { marketOrdersMigration } from './0022_market_orders';
import { userLanguageMigration } from './0023_user_language';
import { orderLineTextsMigration } from './0024_order_line_texts';
import { giftCardProductsMigration } from './0025_gift_card_products';
import { giftCardLinesIndexMigration } from './0026_gift_card_lines_index';

/** Migrations are bundled into the server, so they are listed here rather than read from disk. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_accounts': accountsMigration(dialect),
    '0002_catalog': catalogMigration(dialect),
    '0003_engagement': engagementMigration(dialect),
    '0004_admin': adminMigration(dialect),
    '0005_cart': cartMigration(dialect),
    '0006_orders': ordersMigration(dialect),
    '0007_admin_catalog': adminCatalogMigration(dialect),
    '0008_support_admin': supportAdminMigration(dialect),
    '0009_order_notes': orderNotesMigration(dialect),
    '0010_catalog_lookup': catalogLookupMigration(),
    '0011_job_leases': jobLeasesMigration(),
    '0012_variants': variantsMigration(dialect),
    '0013_payments_async': paymentsAsyncMigration(dialect),
    '0014_operations': operationsMigration(),
    '0015_integrations': integrationsMigration(dialect),
    '0016_taxes_shipping': taxesShippingMigration(dialect),
    '0017_order_payments': orderPaymentsMigration(dialect),
    '0018_gift_cards_store_credit': giftCardsStoreCreditMigration(dialect),
    '0019_returns': returnsMigration(dialect),
    '0020_markets': marketsMigration(dialect),
    '0021_catalog_translations': catalogTranslationsMigration(dialect),
    '0022_market_orders': marketOrdersMigration(),
    '0023_user_language': userLanguageMigration(),
    '0024_order_line_texts': orderLineTextsMigration(),
    '0025_gift_card_products': giftCardProductsMigration(),
    '0026_gift_card_lines_index': giftCardLinesIndexMigration(),
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Database, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema to the named migration (tests of a migration on data of the schema before it). */
export async function migrateTo(db: Database, dialect: Dialect, name: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export interface MigrationState {
  /** Migrations this version knows, oldest first, with when each ran (null: pending). */
  known: Array<{ name: string; executedAt: string | null }>;
  /** Migrations the database ran that this version does not know: it is older than the schema (a downgrade). */
  unknown: string[];
}

/** What `npm run migrate status` prints: applied, pending, and unknown migrations. */
export async function migrationStatus(db: Database, dialect: Dialect): Promise<MigrationState> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const known = await new Migrator({ db, provider }).getMigrations();
  const names = new Set(known.map((m) => m.name));
  let executed: string[] = [];
  try {
    // Kysely's own table, not part of the shop's schema.
    const rows = await db.withTables<{ kysely_migration: { name: string } }>().selectFrom('kysely_migration').select('name').execute();
    executed = rows.map((r) => r.name);
  } catch {
    // A new, empty database has no migration table yet.
  }
  return {
    known: known.map((m) => ({ name: m.name, executedAt: m.executedAt ? m.executedAt.toISOString() : null })),
    unknown: executed.filter((name) => !names.has(name)),
  };
}
