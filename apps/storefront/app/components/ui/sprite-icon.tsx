import { Heart, ShoppingCart } from 'lucide-react';

/**
 * Icons repeated on every product card (two cart buttons and a heart per card): drawn once per
 * page as symbols and referenced with <use>, so a 24-product listing does not carry 72 copies of
 * the same paths. Other icons stay ordinary lucide components.
 */
const SYMBOLS = {
  cart: <ShoppingCart />,
  heart: <Heart />,
  'heart-filled': <Heart fill="currentColor" />,
} as const;

export type SpriteIconName = keyof typeof SYMBOLS;

/** The symbols, rendered once by the shop layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(SYMBOLS).map(([name, icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon from the page's sprite; size and colour from `className` (currentColor). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
