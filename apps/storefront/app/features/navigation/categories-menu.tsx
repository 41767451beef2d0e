import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../components/ui/link';
import { ChevronDown } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { MenuCategory } from '../../lib/categories';
import { categoryParam } from '@shopwright/shared/catalog/names';
import { CATEGORY_MENU_CLOSE_DELAY_MS } from '@shopwright/shared/constants';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The Categories hover menu: opens on hover, click or keyboard; closes 200 ms after the mouse leaves. */
export function CategoriesMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const t = useT();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CATEGORY_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const items = [
    { label: t('nav.allCategories'), to: '/products?category=all' },
    ...categories.map((c) => ({ label: c.name, to: `/products?category=${categoryParam(c.name)}` })),
  ];

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.categories')}
        <Icon node={ChevronDown} className={cn('h-4 w-4 transition-transform duration-150', open && 'rotate-180')} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-2 w-56 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={() => setOpen(false)} className="menu-item">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
