import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** Lists longer than this (plus two: never fold away just one or two) show their first items and a button for the rest. */
export const FOLD_AFTER = 8;

interface FoldedListProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string;
  render: (item: T) => ReactNode;
  /** A chosen item is never folded away. */
  isActive: (item: T) => boolean;
  noun: string;
  className?: string;
}

/**
 * A long filter list (brands, colours, sizes) shown whole rather than in a scroll box that cuts a
 * row in half: the first items, then "Show all N" to unfold the rest in place.
 */
export function FoldedList<T>({ items, itemKey, render, isActive, noun, className }: FoldedListProps<T>) {
  const foldable = items.length > FOLD_AFTER + 2;
  const [open, setOpen] = useState(() => !foldable || items.slice(FOLD_AFTER).some(isActive));
  const shown = open || !foldable ? items : items.slice(0, FOLD_AFTER);
  const t = useT();
  return (
    <>
      <ul className={className}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{render(item)}</li>
        ))}
      </ul>
      {shown.length < items.length && (
        <button type="button" onClick={() => setOpen(true)} className="filter-more">
          {t('filters.showAll', { count: items.length, noun })}
        </button>
      )}
    </>
  );
}
