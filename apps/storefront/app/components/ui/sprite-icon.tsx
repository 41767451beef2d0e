import { Heart, ShoppingCart } from 'lucide';
import { iconShapes } from './icon';

/**
 * Icons repeated on every product card (a cart button and a heart per card): drawn once per page
 * as symbols and referenced with <use>, so a 24-product listing does not carry 48 copies of the
 * same paths. The stroke style sits on each symbol, so a <use> needs no class for it.
 */
const SYMBOLS = {
  cart: { node: ShoppingCart, fill: 'none' },
  heart: { node: Heart, fill: 'none' },
  'heart-filled': { node: Heart, fill: 'currentColor' },
} as const;

export type SpriteIconName = keyof typeof SYMBOLS;

/** The symbols, rendered once by the shop layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(SYMBOLS).map(([name, { node, fill }]) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill={fill}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {iconShapes(node)}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A decorative icon from the page's sprite, in currentColor. It has no size of its own: a utility in
 * `className` or its container's CSS sizes it (`.btn > svg`, `.card-heart`).
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
