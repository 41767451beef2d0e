import type { ImageVariant, ProductImage } from '@shopwright/shared/catalog';
import { cn } from '../../lib/cn';

/** The sizes a picture is offered in: the card size is its `src`; a thumbnail only where one may be drawn that small. */
export interface PictureSources {
  thumbnail?: ImageVariant;
  card: ImageVariant;
  full: ImageVariant;
  alt?: string;
}

/** A picture shown at card sizes or larger: the 160 px thumbnail is never chosen there, so it is left out. */
export const cardSources = (image: ProductImage | null): PictureSources | null => image && { card: image.card, full: image.full };

const srcSet = (image: PictureSources) =>
  [image.thumbnail, image.card, image.full].flatMap((v) => (v ? `${v.url} ${v.width}w` : [])).join(', ');

/**
 * A square product picture with srcset, explicit size and lazy loading unless it is above the fold.
 * No `decoding` hint: the browser decodes lazy pictures off the main thread anyway, `async` only
 * delays an above-the-fold (LCP) one, and the attribute cost 17 bytes per card of every listing's
 * 80 KiB budget (ADR 013).
 */
export function ProductPicture({
  image,
  sizes,
  priority = false,
  className,
  alt,
}: {
  image: PictureSources | null;
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
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('picture', className)}
    />
  );
}
