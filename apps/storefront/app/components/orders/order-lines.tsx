import { Link } from '../ui/link';
import { Package } from 'lucide';
import { Icon } from '../ui/icon';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { useT } from '../../lib/i18n';

interface Line {
  name: string;
  slug: string | null;
  image: string | null;
  color: string | null;
  size: string | null;
  /** The SKU sold (order lines; a quote's lines may not carry one). */
  sku?: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** A gift card's recipient. */
  gift_card?: { recipient_name: string; recipient_email: string } | null;
}

/** The lines of an order or a quote: picture, name, variant (colour / size / SKU), quantity and price as sold. */
export function OrderLines({ lines, currency, label }: { lines: Line[]; currency: string; label?: string }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line" aria-label={label ?? t('common.items')}>
      {lines.map((line, i) => {
        const variant = [variantLabel(line), line.sku && t('common.sku', { sku: line.sku })].filter(Boolean).join(' · ');
        const name = line.slug ? (
          <Link to={`/products/${line.slug}`} className="font-medium hover:underline">
            {line.name}
          </Link>
        ) : (
          <span className="font-medium">{line.name}</span>
        );
        return (
          <li key={`${line.name}-${i}`} className="flex gap-4 py-4">
            <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
              {line.image ? (
                <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
              ) : (
                <Icon node={Package} className="h-6 w-6 text-muted" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2">{name}</p>
              {variant && <p className="mt-0.5 text-sm text-muted">{variant}</p>}
              {line.gift_card && (
                <p className="mt-0.5 text-sm text-muted [overflow-wrap:anywhere]" data-testid="gift-card-recipient">
                  {t('giftCardSale.forRecipient', { name: line.gift_card.recipient_name, email: line.gift_card.recipient_email })}
                </p>
              )}
              <p className="mt-0.5 text-sm text-muted">
                {line.quantity} × {formatMoneyIn(line.unit_price, currency, t.lang)}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatMoneyIn(line.line_total, currency, t.lang)}</p>
          </li>
        );
      })}
    </ul>
  );
}
