import { CircleHelp, Dumbbell, House, Laptop, LayoutGrid, Mail, ShoppingBag, Shirt, Sofa, User } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/icon';
import { Link } from '../../components/ui/link';
import { useT, type MessageKey } from '../../lib/i18n';

interface LinkItem {
  to: string;
  label: MessageKey;
  icon: IconNode;
}

const CATEGORY_LINKS: LinkItem[] = [
  { to: '/products?category=electronics', label: 'notFound.electronics', icon: Laptop },
  { to: '/products?category=clothing', label: 'notFound.fashion', icon: Shirt },
  { to: '/products?category=home', label: 'notFound.home', icon: Sofa },
  { to: '/products?category=sports', label: 'notFound.sports', icon: Dumbbell },
];

const QUICK_LINKS: LinkItem[] = [
  { to: '/', label: 'notFound.homepage', icon: House },
  { to: '/products', label: 'notFound.allProducts', icon: ShoppingBag },
  { to: '/categories', label: 'notFound.categories', icon: LayoutGrid },
  { to: '/account', label: 'notFound.myAccount', icon: User },
  { to: '/contact', label: 'notFound.contactUs', icon: Mail },
  { to: '/help', label: 'notFound.helpCenter', icon: CircleHelp },
];

function LinkGroup({ id, title, items, columns }: { id: string; title: string; items: LinkItem[]; columns: string }) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className={`mt-4 grid gap-3 ${columns}`}>
        {items.map(({ to, label, icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-sm font-medium text-ink transition-colors duration-150 hover:border-brand-600 hover:text-brand-700"
            >
              <Icon node={icon} className="h-5 w-5 shrink-0 text-brand-600" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where to go from the 404 page: popular categories and the shop's main pages. */
export function NotFoundLinks() {
  const t = useT();
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <LinkGroup id="not-found-categories" title={t('notFound.popular')} items={CATEGORY_LINKS} columns="grid-cols-2" />
      <LinkGroup id="not-found-quick-links" title={t('notFound.quickLinks')} items={QUICK_LINKS} columns="grid-cols-2 sm:grid-cols-3" />
    </div>
  );
}
