import { Link } from './link';
import { ChevronRight } from 'lucide';
import { Icon } from './icon';
import { useT } from '../../lib/i18n';

export function Breadcrumbs({ items }: { items: Array<{ label: string; to?: string }> }) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 && <Icon node={ChevronRight} className="h-3.5 w-3.5" />}
            {item.to ? (
              <Link to={item.to} className="hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
