import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { countDiscounts, insertDiscount } from './discounts.repo';

/** Demo codes the storefront can try; added only while the shop has no codes at all. */
export async function seedDemoDiscounts(db: Database): Promise<number> {
  if ((await countDiscounts(db)) > 0) return 0;
  const now = nowIso();
  const codes = [
    { code: 'WELCOME10', kind: 'percentage' as const, value: 1000, min_subtotal: 2000 },
    { code: 'SAVE5', kind: 'fixed' as const, value: 500, min_subtotal: 3000 },
  ];
  for (const c of codes) {
    await insertDiscount(db, { ...c, starts_at: null, ends_at: null, usage_limit: null, active: 1, created_at: now, updated_at: now });
  }
  return codes.length;
}
