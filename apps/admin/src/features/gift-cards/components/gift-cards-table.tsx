import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { maskedGiftCard, type AdminGiftCard } from '@shopwright/shared/credit';
import { formatMoney } from '@shopwright/shared/money';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { GiftCardStatusBadge } from './gift-card-status-badge';

interface GiftCardsTableProps {
  cards: AdminGiftCard[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 5;

/** Cards newest first, never with their code: the last 4, what is left of the value, the state, the expiry and who issued it. */
export function GiftCardsTable({ cards, loading, error, onRetry, filtered }: GiftCardsTableProps) {
  return (
    <Table label="Gift cards">
      <thead>
        <tr>
          <Th>Card</Th>
          <Th className="text-right">Balance</Th>
          <Th>Status</Th>
          <Th className="hidden md:table-cell">Expires</Th>
          <Th className="hidden lg:table-cell">Issued</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={cards}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Gift} message={filtered ? 'No gift card matches these filters.' : 'No gift cards yet.'} />}
        >
          {(c) => (
            <tr key={c.id} className="hover:bg-surface">
              <Td>
                <Link
                  to={`/gift-cards/${c.id}`}
                  className="-my-2 inline-flex min-h-11 items-center whitespace-nowrap font-mono font-medium text-brand-700 hover:underline"
                  aria-label={`Gift card ending in ${c.last4}`}
                >
                  {/* Phones show the last group only, so the balance and the status fit beside it. */}
                  <span className="sm:hidden">•••• {c.last4}</span>
                  <span className="hidden sm:inline">{maskedGiftCard(c.last4)}</span>
                </Link>
                {c.note && <span className="hidden max-w-56 truncate text-xs text-muted sm:block">{c.note}</span>}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                <span className="font-medium">{formatMoney(c.balance, c.currency)}</span>
                <span className="block text-xs text-muted">of {formatMoney(c.initial_balance, c.currency)}</span>
              </Td>
              <Td>
                <GiftCardStatusBadge status={c.status} />
              </Td>
              <Td className="hidden whitespace-nowrap md:table-cell">{c.expires_on ?? <span className="text-muted">Never</span>}</Td>
              <Td className="hidden whitespace-nowrap text-muted lg:table-cell">
                {formatDate(c.created_at)}
                <span className="block text-xs">{c.order_id ? 'Bought in the shop' : (c.created_by?.name ?? 'Staff')}</span>
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
