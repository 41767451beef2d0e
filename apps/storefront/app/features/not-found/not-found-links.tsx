import { CircleHelp, Dumbbell, House, Laptop, LayoutGrid, Mail, ShoppingBag, Shirt, Sofa, User } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/icon';
import { Link } from '../../components/ui/link';

interface LinkItem {
  to: string;
  label: string;
  icon: IconNode;
}

const CATEGORY_LINKS: LinkItem[] = [
  { to: '/products?category=electronics', label: 'Electronics', icon: Laptop },
  { to: '/products?category=clothing', label: 'Fashion', icon: Shirt },
  { to: '/products?category=home', label: 'Home', icon: Sofa },
  { to: '/products?category=sports', label: 'Sports', icon: Dumbbell },
];

const QUICK_LINKS: LinkItem[] = [
  { to: '/', label: 'Homepage', icon: House },
  { to: '/products', label: 'All Products', icon: ShoppingBag },
  { to: '/categories', label: 'Categories', icon: LayoutGrid },
  { to: '/account', label: 'My Account', icon: User },
  { to: '/contact', label: 'Contact Us', icon: Mail },
  { to: '/help', label: 'Help Center', icon: CircleHelp },
];

function LinkGroup({ id, title, items, columns }: { id: string; title: string; items: LinkItem[]; columns: string }) {
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
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where to go from the 404 page: popular categories and the shop's main pages. */
export function NotFoundLinks() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <LinkGroup id="not-found-categories" title="Shop popular categories" items={CATEGORY_LINKS} columns="grid-cols-2" />
      <LinkGroup id="not-found-quick-links" title="Quick links" items={QUICK_LINKS} columns="grid-cols-2 sm:grid-cols-3" />
    </div>
  );
}
