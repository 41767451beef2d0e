import { Link } from '../../../components/ui/link';
import { Trash2 } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import type { CartItem } from '@shopwright/shared/users';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useCartActions } from '../../../lib/cart/cart-provider';
import { useT } from '../../../lib/i18n';
import { usePageCurrency } from '../../../lib/market';

/** One cart line: image, name, variant, unit price, quantity bounded by stock, line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { setQuantity, removeFromCart } = useCartActions();
  const { product } = item;
  const t = useT();
  const currency = usePageCurrency();
  const variant = { color: item.color, size: item.size };
  const name = [product.name, variantLabel(item)].filter(Boolean).join(', ');
  const details = [item.color && t('cartLine.colour', { color: item.color }), item.size && t('cartLine.size', { size: item.size })]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex gap-4 py-5">
      {/* The same link as the name next to it: out of the tab order and hidden from screen readers, like a product card's picture. */}
      <Link
        to={`/products/${product.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block shrink-0 self-start overflow-hidden rounded-lg bg-surface"
      >
        {product.image ? (
          <img src={product.image} alt="" width={96} height={96} className="h-24 w-24 object-cover" />
        ) : (
          <span className="block h-24 w-24" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link to={`/products/${product.slug}`} className="line-clamp-2 font-medium hover:underline">
            {product.name}
          </Link>
          {details && <p className="mt-1 text-sm text-muted">{details}</p>}
          {item.gift_card && (
            <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]" data-testid="gift-card-recipient">
              {t('giftCardSale.forRecipient', { name: item.gift_card.recipient_name, email: item.gift_card.recipient_email })}
            </p>
          )}
          {item.sku && <p className="mt-0.5 break-all text-xs text-muted">{t('common.sku', { sku: item.sku })}</p>}
          <p className="mt-1 text-sm text-muted">{t('cartLine.each', { price: formatMoneyIn(product.sale_price, currency, t.lang) })}</p>
          {product.available <= 5 && product.available > 0 && (
            <p className="mt-1 text-xs font-medium text-amber-700">{t('cartLine.onlyLeft', { count: product.available })}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantityStepper
            value={item.quantity}
            max={product.available}
            label={t('cartLine.quantityOf', { name })}
            onChange={(q) => void setQuantity(product.id, q, variant)}
          />
          <p className="font-semibold tabular-nums">{formatMoneyIn(product.sale_price * item.quantity, currency, t.lang)}</p>
          <button
            type="button"
            onClick={() => void removeFromCart(product.id, variant)}
            className="inline-flex min-h-11 items-center gap-1 rounded text-sm text-muted hover:text-red-600 sm:min-h-0"
          >
            <Icon node={Trash2} className="h-4 w-4" /> {t('cartLine.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
