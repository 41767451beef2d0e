import { Search } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { Form } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** Searches the catalog: a GET form to /products?q=…, which also works before the page hydrates. */
export function CatalogSearch() {
  const t = useT();
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        const q = new FormData(event.currentTarget).get('q');
        if (typeof q !== 'string' || !q.trim()) event.preventDefault();
      }}
    >
      <div className="relative flex-1">
        <label htmlFor="not-found-search" className="sr-only">
          {t('nav.searchProducts')}
        </label>
        <Icon node={Search} className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          maxLength={100}
          placeholder={t('notFound.searchPlaceholder')}
          className="block w-full rounded-lg border border-line bg-white py-2.5 pl-9 pr-3 text-base text-ink placeholder:text-muted focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        {t('notFound.search')}
      </button>
    </Form>
  );
}
