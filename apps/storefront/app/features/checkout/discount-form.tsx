import { useState } from 'react';
import { Tag, X } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { Quote } from '@shopwright/shared/checkout';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { rich, useT } from '../../lib/i18n';

interface DiscountFormProps {
  quote: Quote;
  /** The code last sent to the server (applied or refused). */
  requested: string | undefined;
  pending: boolean;
  onApply: (code: string | undefined) => void;
}

/** A discount code: the server applies it to the quote or says why it will not. */
export function DiscountForm({ quote, requested, pending, onApply }: DiscountFormProps) {
  const [code, setCode] = useState(requested ?? '');
  const t = useT();
  const refused = quote.discount_error && quote.discount_error.code === requested?.toUpperCase() ? quote.discount_error.detail : undefined;
  if (quote.discount) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800" role="status">
        <span className="flex items-center gap-2">
          <Icon node={Tag} className="h-4 w-4" />
          {rich(t('discount.applied'), {
            code: <strong>{quote.discount.code}</strong>,
            amount: formatMoneyIn(quote.discount.amount, quote.currency, t.lang),
          })}
        </span>
        <button
          type="button"
          onClick={() => {
            setCode('');
            onApply(undefined);
          }}
          className="rounded p-1 hover:bg-green-100"
          aria-label={t('discount.remove')}
        >
          <Icon node={X} className="h-4 w-4" />
        </button>
      </div>
    );
  }
  return (
    <form
      className="flex items-start gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(code.trim() || undefined);
      }}
    >
      <div className="flex-1">
        <Input
          label={t('discount.label')}
          placeholder={t('discount.placeholder')}
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={refused}
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-7" loading={pending} disabled={code.trim() === ''}>
        {t('discount.apply')}
      </Button>
    </form>
  );
}
