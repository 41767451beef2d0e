import type { Generated, Selectable } from 'kysely';

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  country: string;
  phone: string | null;
  /** A business buyer's company and VAT number (migration 0016), for reverse charge and invoices. */
  company: string | null;
  vat_id: string | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface AccountModuleTables {
  addresses: AddressesTable;
}

export type AddressRow = Selectable<AddressesTable>;
