import type { AdminDiscount } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { formatDateTime } from '../../../../lib/format';

/** "15% off" or "$5.00 off". */
export const discountValueText = (d: Pick<AdminDiscount, 'kind' | 'value'>, currency: string) =>
  d.kind === 'percentage' ? `${d.value}% off` : `${formatMoney(d.value, currency)} off`;

/** "Any time", "From …", "Until …" or "… – …". */
export function validityText(d: Pick<AdminDiscount, 'starts_at' | 'ends_at'>): string {
  if (d.starts_at && d.ends_at) return `${formatDateTime(d.starts_at)} – ${formatDateTime(d.ends_at)}`;
  if (d.starts_at) return `From ${formatDateTime(d.starts_at)}`;
  if (d.ends_at) return `Until ${formatDateTime(d.ends_at)}`;
  return 'Any time';
}

/** "3 of 100" or "3 (no limit)". */
export const usesText = (d: Pick<AdminDiscount, 'times_used' | 'usage_limit'>) =>
  d.usage_limit === null ? `${d.times_used} (no limit)` : `${d.times_used} of ${d.usage_limit}`;
