import type { Translator } from '@shopwright/shared/i18n';
import { useT } from '../../lib/i18n';

/*
 * A card's heart and Add to cart buttons are named "Save {name} to wishlist", "Add {name} to cart"
 * (the language's wording). Written into every card, those names were ~2 KB of a German or Japanese
 * listing's 80 KiB budget (ADR 013). Instead each button points (aria-labelledby) at the words
 * around the name, written once per page by <CardLabels/>, and at the card's title: the same
 * accessible name, ~45 bytes less per button.
 */
const KEYS = { save: 'wishlist.saveNamed', remove: 'wishlist.removeNamed', cart: 'product.addNamedToCart' } as const;
type CardLabel = keyof typeof KEYS;
const MARK = '\u0001';

/** The words before and after `{name}` in the label, trimmed; empty where the language has none. */
function around(t: Translator, label: CardLabel): [string, string] {
  const [before = '', after = ''] = t(KEYS[label], { name: MARK }).split(MARK);
  return [before.trim(), after.trim()];
}

/** `aria-labelledby` of a card button: the words around the name and the title's id between them. */
export function useCardLabelledBy(label: CardLabel, titleId: string): string {
  const [before, after] = around(useT(), label);
  return [before && `cl-${label}-b`, titleId, after && `cl-${label}-a`].filter(Boolean).join(' ');
}

/** The words the card buttons' names share, once per page (hidden: only referenced). */
export function CardLabels() {
  const t = useT();
  return (
    <div hidden>
      {(Object.keys(KEYS) as CardLabel[]).flatMap((label) => {
        const [before, after] = around(t, label);
        return [
          before && (
            <span key={`${label}-b`} id={`cl-${label}-b`}>
              {before}
            </span>
          ),
          after && (
            <span key={`${label}-a`} id={`cl-${label}-a`}>
              {after}
            </span>
          ),
        ];
      })}
    </div>
  );
}
