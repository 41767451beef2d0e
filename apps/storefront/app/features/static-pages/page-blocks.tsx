import { ChevronDown, Mail, MapPin, Phone } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { Link } from '../../components/ui/link';
import type { Block, PageContext } from './types';
import { useT } from '../../lib/i18n';

const link = 'font-medium text-brand-700 underline-offset-2 hover:underline rounded';

function ContactBlock({ ctx }: { ctx: PageContext }) {
  const t = useT();
  return (
    <ul className="space-y-2 rounded-xl border border-line bg-surface p-4 text-sm">
      {ctx.email && (
        <li className="flex items-center gap-2">
          <Icon node={Mail} className="h-4 w-4 text-muted" />
          <span className="sr-only">{t('footer.emailSr')}</span>
          <a href={`mailto:${ctx.email}`} className={link}>
            {ctx.email}
          </a>
        </li>
      )}
      {ctx.phone && (
        <li className="flex items-center gap-2">
          <Icon node={Phone} className="h-4 w-4 text-muted" />
          <span className="sr-only">{t('footer.phoneSr')}</span>
          <a href={`tel:${ctx.phone.replace(/[^\d+]/g, '')}`} className={link}>
            {ctx.phone}
          </a>
        </li>
      )}
      {ctx.address && (
        <li className="flex items-center gap-2">
          <Icon node={MapPin} className="h-4 w-4 text-muted" />
          <span className="sr-only">{t('footer.addressSr')}</span>
          {ctx.address}
        </li>
      )}
    </ul>
  );
}

/** Renders one content block: paragraph, list, table, questions, links or contact details. */
export function PageBlock({ block, ctx }: { block: Block; ctx: PageContext }) {
  switch (block.kind) {
    case 'p':
      return <p className="leading-7 text-ink/90">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`space-y-2 pl-5 leading-7 text-ink/90 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        // Cells wrap to the column; below 36rem (phones) the table scrolls sideways in its region instead.
        <div className="overflow-x-auto rounded-xl border border-line" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-surface">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-ink">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-4 py-3 font-medium text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-4 py-3 text-ink/90">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'faq':
      return (
        <div className="divide-y divide-line rounded-xl border border-line">
          {block.items.map((item) => (
            <details key={item.q} className="group px-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
                {item.q}
                <Icon node={ChevronDown} className="h-4 w-4 shrink-0 text-muted transition-transform duration-150 group-open:rotate-180" />
              </summary>
              <p className="pb-4 leading-7 text-ink/90">{item.a}</p>
            </details>
          ))}
        </div>
      );
    case 'links':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block h-full rounded-xl border border-line p-4 transition-colors duration-150 hover:border-brand-600"
              >
                <span className="font-medium text-brand-700">{item.label}</span>
                {item.description && <span className="mt-1 block text-sm text-muted">{item.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'contact':
      return <ContactBlock ctx={ctx} />;
  }
}
