import type { Selectable } from 'kysely';

/** One shop setting; `value` is JSON (money in cents, the tax rate in basis points). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

export interface SettingsTables {
  settings: SettingsTable;
}

export type SettingRow = Selectable<SettingsTable>;
