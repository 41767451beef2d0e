import type { Generated, Selectable } from 'kysely';

/** A zone of countries, regions and postcodes (migration 0016). */
export interface ZonesTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** Of two equally specific zones, the smaller priority wins. */
  priority: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A zone's member: a country (`*` for any), optionally a region code and a postcode (exact or `PREFIX*`). */
export interface ZoneMembersTable {
  id: Generated<number>;
  zone_id: number;
  position: number;
  country: string;
  region: string | null;
  postcode: string | null;
}

export interface TaxCategoriesTable {
  code: string;
  name: string;
  created_at: string;
}

/** A rate for a zone and category, in force from `starts_on` to `ends_on` (UTC days, inclusive; null: open). */
export interface TaxRatesTable {
  id: Generated<number>;
  zone_id: number;
  category: string;
  name: string;
  /** Thousandths of a percent (8.25 % is 8250). */
  rate_millis: number;
  starts_on: string | null;
  ends_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface TaxTables {
  zones: ZonesTable;
  zone_members: ZoneMembersTable;
  tax_categories: TaxCategoriesTable;
  tax_rates: TaxRatesTable;
}

export type ZoneRow = Selectable<ZonesTable>;
export type ZoneMemberRow = Selectable<ZoneMembersTable>;
export type TaxRateRow = Selectable<TaxRatesTable>;
