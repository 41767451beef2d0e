import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { Suggestions } from '@shopwright/shared/catalog';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { suggestQueryOptions } from './api/suggest';
import { cn } from '../../lib/cn';
import { useT, type Translator } from '../../lib/i18n';

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

type Option = { key: string; label: string; to: string; detail?: string; image?: string | null };

function optionsOf(s: Suggestions | undefined, t: Translator): Option[] {
  if (!s) return [];
  return [
    ...s.products.map((p) => ({
      key: `p${p.id}`,
      label: p.name,
      to: `/products/${p.slug}`,
      detail: formatMoneyIn(p.sale_price, p.currency, t.lang),
      image: p.image,
    })),
    ...s.categories.map((c) => ({ key: `c${c.slug}`, label: c.name, to: `/products/category/${c.slug}`, detail: t('search.category') })),
    ...s.brands.map((b) => ({ key: `b${b.slug}`, label: b.name, to: `/products?brand=${b.slug}`, detail: t('search.brand') })),
  ];
}

/** The catalog search with instant suggestions (an ARIA combobox); Enter searches everything. */
export function SearchBox({ className, onNavigate, autoFocus }: { className?: string; onNavigate?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listId = useId();
  const t = useT();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 180);
  const { data } = useQuery(suggestQueryOptions(q));
  const options = q.length >= 2 ? optionsOf(data, t) : [];
  const go = (to: string) => {
    setOpen(false);
    setText('');
    onNavigate?.();
    navigate(to);
  };

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = options[active];
        if (chosen) go(chosen.to);
        else if (text.trim()) go(`/products?q=${encodeURIComponent(text.trim())}`);
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('nav.searchProducts')}
      </label>
      <Icon node={Search} className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      <input
        id={`${listId}-input`}
        // Only when the shopper has just asked for the search box (the tablet search button).
        autoFocus={autoFocus}
        type="search"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('nav.searchProducts')}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, -1));
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
        className="w-full rounded-full border border-line bg-surface py-2 pl-9 pr-4 text-sm focus:bg-white focus:outline-2 focus:outline-brand-600"
      />
      {open && options.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="absolute left-0 right-0 top-full z-40 mt-2 max-h-96 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          {options.map((o, i) => (
            <li key={o.key} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
              <button
                type="button"
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(o.to)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm',
                  i === active ? 'bg-surface' : 'hover:bg-surface',
                )}
              >
                {o.image ? (
                  <img src={o.image} alt="" width={32} height={32} className="h-8 w-8 rounded object-cover" />
                ) : (
                  <span className="h-8 w-8" aria-hidden="true" />
                )}
                <span className="flex-1 truncate">{o.label}</span>
                {o.detail && <span className="text-xs text-muted">{o.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
