import { useState } from 'react';
import type { ProductImage } from '@shopwright/shared/catalog';
import { ProductPicture } from '../../components/product/product-image';
import { cn } from '../../lib/cn';

/** The product's pictures: a large one and thumbnails to switch. */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0] ?? null;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl bg-surface">
        <ProductPicture image={current} sizes="(min-width: 1024px) 560px, 90vw" priority alt={current?.alt || name} />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label="Product pictures">
          {images.map((image, i) => (
            <li key={image.thumbnail.url}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === active}
                className={cn('block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-brand-600', i === active ? 'border-brand-600' : 'border-transparent')}
              >
                <img src={image.thumbnail.url} alt="" width={image.thumbnail.width} height={image.thumbnail.height} loading="lazy" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
