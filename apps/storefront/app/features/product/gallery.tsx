import { useState } from 'react';
import type { ProductImage } from '@shopwright/shared/catalog';
import { ProductPicture } from '../../components/product/product-image';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The picture a card-size URL names, if it is one of the product's (variant pictures are). */
const byCardUrl = (images: ProductImage[], url: string | null | undefined) => (url ? images.findIndex((i) => i.card.url === url) : -1);

/**
 * The product's pictures: a large one and thumbnails to switch. `lead` (the chosen colour's own
 * picture) is shown when the colour changes, until the shopper picks another thumbnail.
 */
export function Gallery({ images, name, lead }: { images: ProductImage[]; name: string; lead?: string | null }) {
  const [picked, setPicked] = useState<{ lead: string | null; index: number } | null>(null);
  const leadIndex = byCardUrl(images, lead);
  // A new colour shows its own picture again; a thumbnail press holds until then.
  const active = picked && picked.lead === (lead ?? null) ? picked.index : Math.max(leadIndex, 0);
  const setActive = (index: number) => setPicked({ lead: lead ?? null, index });
  const current = images[active] ?? images[0] ?? null;
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl bg-surface" data-testid="gallery-main">
        <ProductPicture image={current} sizes="(min-width: 1024px) 560px, 90vw" priority alt={current?.alt || name} />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('product.pictures')}>
          {images.map((image, i) => (
            <li key={image.thumbnail.url}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={t('product.showPicture', { index: i + 1, count: images.length })}
                aria-current={i === active}
                className={cn('block overflow-hidden rounded-lg border-2', i === active ? 'border-brand-600' : 'border-transparent')}
              >
                <img
                  src={image.thumbnail.url}
                  alt=""
                  width={image.thumbnail.width}
                  height={image.thumbnail.height}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
