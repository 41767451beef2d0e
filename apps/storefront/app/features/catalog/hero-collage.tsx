import { Link } from '../../components/ui/link';
import type { CardProduct } from '../../components/product/card-product';
import { ProductPicture } from '../../components/product/product-image';
import { useT } from '../../lib/i18n';

/**
 * Four best sellers as the hero's picture: real products, linked. Hidden below `md`, so the
 * pictures load lazily: an eager one would be fetched by phones that never show it (the hero's
 * heading, not a picture, is the page's largest paint).
 */
export function HeroCollage({ products }: { products: CardProduct[] }) {
  const t = useT();
  if (products.length < 4) return null;
  return (
    <ul className="hidden grid-cols-2 gap-4 md:grid" aria-label={t('home.bestSellers')}>
      {products.map((p, i) => (
        <li key={p.id} className={i % 2 === 1 ? 'translate-y-6' : ''}>
          <Link
            to={`/products/${p.slug}`}
            className="block overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition-transform duration-200 hover:-translate-y-1"
          >
            <ProductPicture image={p.cover} sizes="(min-width: 1024px) 260px, 40vw" alt={p.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
