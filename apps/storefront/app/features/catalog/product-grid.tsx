import type { CardProduct } from '../../components/product/card-product';
import { ProductCard } from './product-card';

/** 2 columns on phones, 3 on tablets, 4 on desktop; the first two pictures (a phone's first row) load at once with high priority, the rest lazily. */
export function ProductGrid({ products, eager = 2 }: { products: CardProduct[]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
