import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A small square picture, or a grey placeholder for a product without one. */
export function ProductThumb({ src, alt = '', className }: { src: string | null; alt?: string; className?: string }) {
  const box = cn('h-12 w-12 shrink-0 rounded-md border border-line bg-surface', className);
  if (!src) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted')}>
        <ImageOff className="h-4 w-4" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={cn(box, 'object-cover')} />;
}
