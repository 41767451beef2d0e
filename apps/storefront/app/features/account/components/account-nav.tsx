import { Link } from '../../../components/ui/link';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { ACCOUNT_SECTIONS, sectionHref, type AccountSectionId } from '../sections';
import { useT } from '../../../lib/i18n';

/** The sections: a column on the left on desktop, wrapped pills above the content on phones. */
export function AccountNav({ current, wishlistCount }: { current: AccountSectionId; wishlistCount?: number }) {
  const t = useT();
  return (
    <nav aria-label={t('account.sections')} className="lg:sticky lg:top-24">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {ACCOUNT_SECTIONS.map(({ id, icon }) => {
          const active = id === current;
          return (
            <li key={id}>
              <Link
                to={sectionHref(id)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors duration-150 ease-out lg:rounded-lg lg:border-transparent',
                  'focus-visible:outline-offset-2',
                  active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line text-ink/80 hover:bg-surface hover:text-ink',
                )}
              >
                <Icon node={icon} className="h-4 w-4 shrink-0" />
                {t(`account.section.${id}`)}
                {id === 'wishlist' && wishlistCount !== undefined && wishlistCount > 0 && (
                  <span className="ml-auto rounded-full bg-white px-2 text-xs tabular-nums text-muted" aria-hidden="true">
                    {wishlistCount}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
