import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { useT } from '../../lib/i18n';
import { usePageCurrency } from '../../lib/market';

/**
 * Sale price, with the regular price struck through and a "-20%" badge when discounted; `from`
 * when variants cost different amounts and this is the lowest ("from $19.99"). The look comes from
 * `.price-now` / `.price-note` in app.css, larger inside `.price-lg` (a listing repeats this 24 times).
 */
export function Price({
  price,
  salePrice,
  discount,
  currency,
  size = 'md',
  showBadge = true,
  from = false,
}: {
  price: number;
  salePrice: number;
  discount: number;
  currency?: string;
  size?: 'md' | 'lg';
  showBadge?: boolean;
  from?: boolean;
}) {
  const t = useT();
  const pageCurrency = usePageCurrency();
  currency ??= pageCurrency;
  const discounted = discount > 0 && salePrice < price;
  return (
    <div className={size === 'lg' ? 'price-row price-lg' : 'price-row'}>
      {from && <span className="price-note">{t('price.from')}</span>}
      <span className="price-now">{formatMoneyIn(salePrice, currency, t.lang)}</span>
      {discounted && (
        <>
          <s className="price-note">
            <span className="sr-only">{t('price.regular')}</span>
            {formatMoneyIn(price, currency, t.lang)}
          </s>
          {showBadge && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">-{discount}%</span>}
        </>
      )}
    </div>
  );
}
