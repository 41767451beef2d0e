import type { ProductImage } from '@shopwright/shared/catalog';
import { cn } from '../../lib/cn';

const srcSet = (image: ProductImage) =>
  [image.thumbnail, image.card, image.full].map((v) => `${v.url} ${v.width}w`).join(', ');

/** A square product picture with srcset, explicit size and lazy loading unless it is above the fold. */
export function ProductPicture({ image, sizes, priority = false, className, alt }: {
  image: ProductImage | null;
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  if (!image) return <div className={cn('aspect-square w-full bg-surface', className)} aria-hidden="true" />;
  return (
    <img
      src={image.card.url}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={image.card.width}
      height={image.card.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('picture', className)}
    />
  );
}
