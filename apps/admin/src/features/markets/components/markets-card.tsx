import { Link } from 'react-router';
import { Globe2, Plus } from 'lucide-react';
import type { Market } from '@shopwright/shared/markets';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { Td } from '../../../components/ui/table';
import { DeleteRowAction, EditRowAction, RowActions, TableCard } from '../../../components/ui/table-card';
import { useMarkets } from '../../../lib/markets';
import { useDeleteMarket } from '../api/markets';
import { roundingText } from './market-form-values';

const COLUMNS = [
  { label: 'Market' },
  { label: 'Currency', className: 'hidden sm:table-cell' },
  { label: 'Languages', className: 'hidden md:table-cell' },
  { label: 'Path', className: 'hidden md:table-cell' },
  { label: 'Countries', className: 'hidden text-right lg:table-cell' },
  { label: 'Rate', className: 'hidden text-right lg:table-cell' },
  { label: 'Rounding', className: 'hidden xl:table-cell' },
  { label: 'Status', className: 'hidden sm:table-cell' },
];

/** The primary market with no countries of its own serves every country in no market. */
const countriesText = (m: Market) =>
  m.primary && m.countries.length === 0
    ? 'all other countries'
    : m.countries.length === 1
      ? '1 country'
      : `${m.countries.length} countries`;

/** The rate as "0.92"; the primary market's prices are the products' own. */
const rateText = (m: Market) => (m.primary ? '—' : String(m.exchange_rate));

/** The markets: the primary one first, each with its currency, languages, path, countries, rate and rounding. */
export function MarketsCard() {
  const markets = useMarkets();
  const remove = useDeleteMarket();
  return (
    <TableCard
      title="Markets"
      actions={
        <Link to="/settings/markets/new" className={buttonClass('secondary', 'sm', 'min-h-11')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add market
        </Link>
      }
      intro="Countries served in one currency and some languages under a path of their own. Prices are the products’ own converted at the market’s rate and rounding, unless a product has a fixed price in that currency."
      columns={COLUMNS}
      query={markets}
      empty={<EmptyState icon={Globe2} message="No markets yet." />}
      remove={{
        target: (m) => `market ${m.name}`,
        description:
          'The market is removed for good: its countries are served by the primary market and its worked-out prices are dropped. Fixed prices in its currency stay with the products.',
        confirmLabel: 'Delete market',
        pending: remove.isPending,
        run: (m, handlers) => remove.mutate(m.code, handlers),
        done: (m) => `Market ${m.name} deleted.`,
      }}
    >
      {(m, askDelete) => (
        <tr key={m.code} className="hover:bg-surface">
          <Td>
            <span className="flex flex-wrap items-center gap-2">
              <span>
                <Link to={`/settings/markets/${m.code}`} className="font-medium text-brand-700 hover:underline">
                  {m.name}
                </Link>
              </span>
              {m.primary && <Badge tone="brand">Primary</Badge>}
              {!m.active && (
                <span className="sm:hidden">
                  <Badge>Inactive</Badge>
                </span>
              )}
            </span>
            <span className="block font-mono text-xs text-muted">{m.code}</span>
            <span className="mt-1 block text-xs text-muted md:hidden">
              {m.currency} · {m.languages.join(', ')} · <span className="font-mono">{m.path}</span> · {countriesText(m)}
            </span>
          </Td>
          <Td className="hidden font-mono sm:table-cell">{m.currency}</Td>
          <Td className="hidden md:table-cell">
            {m.languages.map((l, i) => (
              <span key={l} className="mr-1 inline-block font-mono text-xs">
                {l}
                {i === 0 && m.languages.length > 1 ? <span className="font-sans text-muted"> (default)</span> : null}
                {i < m.languages.length - 1 ? ',' : ''}
              </span>
            ))}
          </Td>
          <Td className="hidden font-mono md:table-cell">{m.path}</Td>
          <Td className="hidden text-right tabular-nums lg:table-cell">
            {m.primary && m.countries.length === 0 ? <span className="text-muted">All others</span> : m.countries.length}
          </Td>
          <Td className="hidden text-right tabular-nums lg:table-cell">{rateText(m)}</Td>
          <Td className="hidden xl:table-cell">{m.primary ? '—' : roundingText(m.rounding)}</Td>
          <Td className="hidden sm:table-cell">{m.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
          <RowActions>
            <EditRowAction to={`/settings/markets/${m.code}`} label={`Edit market ${m.name}`} />
            {!m.primary && <DeleteRowAction label={`Delete market ${m.name}`} onClick={() => askDelete(m)} />}
          </RowActions>
        </tr>
      )}
    </TableCard>
  );
}
