import { useState } from 'react';
import { Link } from '../../components/ui/link';
import { ShoppingCart } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { ProductDetail } from '@shopwright/shared/catalog';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { Price } from '../../components/product/price';
import { RatingStars } from '../../components/product/rating-stars';
import { Button } from '../../components/ui/button';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { toCartProduct } from '../../components/product/add-to-cart-button';
import { useCartActions } from '../../lib/cart/cart-provider';
import { WishlistHeart } from '../../components/product/wishlist-heart';
import { ColorPicker, SizePicker } from './option-pickers';
import { StockStatus } from './stock-status';
import { useVariantChoice } from './use-variant-choice';
import { EMPTY_RECIPIENT, GiftCardForm, recipientErrorsOf, type RecipientErrors } from './gift-card-form';
import { lazyPart } from '../../components/ui/lazy-part';

// Shown only for a sold-out choice: its code loads then.
const NotifyMe = lazyPart(() => import('./notify-me').then((m) => m.NotifyMe));
import { colorInStock, sizeInStock, variantsInView } from './variant-choice';
import { usePriceTaxNote } from '../../lib/shop-settings';
import { useT } from '../../lib/i18n';

/** The price and stock the page shows: the chosen variant's, else the lowest and the sum of the colour's. */
function offerOf(product: ProductDetail, choice: ReturnType<typeof useVariantChoice>['choice']) {
  const inView = variantsInView(product, choice);
  if (inView.length === 0)
    return {
      price: product.price,
      sale_price: product.sale_price,
      percentage_discount: product.percentage_discount,
      available: product.available,
      from: false,
    };
  const cheapest = inView.reduce((low, v) => (v.sale_price < low.sale_price ? v : low));
  return {
    price: cheapest.price,
    sale_price: cheapest.sale_price,
    percentage_discount: cheapest.percentage_discount,
    available: inView.reduce((sum, v) => sum + v.available, 0),
    from: inView.some((v) => v.sale_price !== cheapest.sale_price),
  };
}

/** Name, price, colour and size, stock, quantity, Add to cart and wishlist; the chosen variant's price and stock. */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { addToCart } = useCartActions();
  const taxNote = usePriceTaxNote();
  const t = useT();
  const { choice, choose } = useVariantChoice(product);
  const [quantity, setQuantity] = useState(1);
  const [optionError, setOptionError] = useState<string>();
  const [pending, setPending] = useState(false);
  const giftCard = product.kind === 'gift_card';
  const [recipient, setRecipient] = useState(EMPTY_RECIPIENT);
  const [recipientErrors, setRecipientErrors] = useState<RecipientErrors>({});
  const { variant, color, size } = choice;
  const offer = offerOf(product, choice);
  const soldOut = variant ? !variant.in_stock : offer.available <= 0;
  const max = Math.max(1, variant?.available ?? offer.available);

  const add = async () => {
    if (product.available_sizes.length > 0 && !size) return setOptionError(t('cart.chooseSize'));
    setPending(true);
    setRecipientErrors({});
    const added = await addToCart(toCartProduct(product, variant), {
      quantity: Math.min(quantity, max),
      color,
      size,
      sku: variant?.sku,
      variantId: variant?.id,
      ...(giftCard ? { giftCard: recipient, onRefused: (error) => setRecipientErrors(recipientErrorsOf(error.errors)) } : {}),
    });
    // The next card bought here is likely for someone else.
    if (added && giftCard) setRecipient(EMPTY_RECIPIENT);
    setPending(false);
  };
  const change = (next: { color?: string; size?: string }) => {
    choose(next);
    setOptionError(undefined);
    setQuantity(1);
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        {product.brand && (
          <Link
            to={`/products?brand=${product.brand.slug}`}
            className="text-sm font-medium uppercase tracking-wide text-brand-700 hover:underline"
          >
            {product.brand.name}
          </Link>
        )}
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">{product.name}</h1>
        <a href="#reviews" className="mt-2 inline-block rounded hover:opacity-80">
          <RatingStars average={product.rating.average} count={product.rating.count} size="md" />
        </a>
      </div>
      <div data-testid="variant-price">
        <Price price={offer.price} salePrice={offer.sale_price} discount={offer.percentage_discount} from={offer.from} size="lg" />
        <p className="mt-1 text-xs text-muted" data-testid="price-tax-note">
          {taxNote}
        </p>
        {variant && product.variants.length > 1 && <p className="mt-1 text-xs text-muted">{t('common.sku', { sku: variant.sku })}</p>}
      </div>
      <ColorPicker
        swatches={product.swatches}
        value={color}
        onChange={(c) => change({ color: c })}
        soldOut={(c) => !colorInStock(product, c)}
      />
      <SizePicker
        sizes={product.available_sizes}
        value={size}
        error={optionError}
        onChange={(s) => change({ size: s })}
        soldOut={(s) => !sizeInStock(product, color, s)}
      />
      {giftCard ? (
        <GiftCardForm
          value={recipient}
          errors={recipientErrors}
          onChange={(patch) => {
            setRecipient((r) => ({ ...r, ...patch }));
            setRecipientErrors((errors) => ({ ...errors, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
          }}
        />
      ) : (
        <StockStatus
          available={soldOut ? 0 : offer.available}
          label={variant && product.variants.length > 1 ? variantLabel(variant) : undefined}
        />
      )}
      {!soldOut ? (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} label={t('product.quantity')} />
          <Button className="min-h-11 flex-1" onClick={add} loading={pending}>
            <Icon node={ShoppingCart} className="h-4 w-4" /> {t('product.addToCart')}
          </Button>
          <WishlistHeart productId={product.id} productName={product.name} className="h-11 w-11 border border-line" />
        </div>
      ) : (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <Button className="min-h-11 flex-1" disabled>
              <Icon node={ShoppingCart} className="h-4 w-4" /> {t('product.addToCart')}
            </Button>
            <WishlistHeart productId={product.id} productName={product.name} className="h-11 w-11 border border-line" />
          </div>
          <NotifyMe key={`${color}|${size}`} productId={product.id} color={color} size={size} />
        </div>
      )}
      {!giftCard && <p className="text-sm text-muted">{t('product.shippingReturns')}</p>}
    </div>
  );
}
