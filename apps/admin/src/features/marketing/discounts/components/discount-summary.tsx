import { DISCOUNT_KIND_LABELS, type AdminDiscountDetail } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../../components/ui/card';
import { formatDateTime } from '../../../../lib/format';
import { discountValueText, usesText } from './discount-format';
import { Facts } from '../../../../components/ui/facts';

/** The code's rules and how much it has been used, as a list of terms. */
export function DiscountSummary({ discount: d, currency }: { discount: AdminDiscountDetail; currency: string }) {
  const terms: Array<[string, string]> = [
    ['Discount', discountValueText(d, currency)],
    ['Type', DISCOUNT_KIND_LABELS[d.kind]],
    ['Minimum subtotal', d.min_subtotal > 0 ? formatMoney(d.min_subtotal, currency) : 'None'],
    ['Uses', usesText(d)],
    ['Starts', d.starts_at ? formatDateTime(d.starts_at) : 'At once'],
    ['Ends', d.ends_at ? formatDateTime(d.ends_at) : 'Never'],
    ['Total discounted', formatMoney(d.total_discounted, currency)],
    ['Last changed', formatDateTime(d.updated_at)],
  ];
  return (
    <Card title="Rules">
      <Facts facts={terms} className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4" valueClassName="mt-1 text-sm tabular-nums" />
    </Card>
  );
}
