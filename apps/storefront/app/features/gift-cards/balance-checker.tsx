import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Gift } from 'lucide';
import { CREDIT_MESSAGES, isGiftCardCode, maskedGiftCard, normalizeGiftCardCode, type GiftCardBalance } from '@shopwright/shared/credit';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { giftCardBalance } from '../../lib/credit/credit-api';
import { useT } from '../../lib/i18n';

/** Type a gift card's code and see what is left on it, until when (or why it cannot pay). */
export function BalanceChecker() {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({
    mutationFn: (normalized: string) => giftCardBalance(normalized),
    onMutate: () => setError(undefined),
    // A refused code says why (not found, expired, disabled, used up); too many tries answer 429.
    onError: (failure) => setError(failure instanceof ApiError ? failure.detail : errorMessage(failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeGiftCardCode(code);
    if (!isGiftCardCode(normalized)) return setError(CREDIT_MESSAGES.codeInvalid);
    check.mutate(normalized);
  };
  const card: GiftCardBalance | undefined = check.data;
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Input
            label={t('giftCardPage.code')}
            placeholder="ABCD-EFGH-JKLM-NPQR"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
        </div>
        <Button type="submit" className="sm:mt-7" loading={check.isPending} disabled={code.trim() === ''}>
          {t('giftCardPage.check')}
        </Button>
      </form>
      {card && !error && (
        <div
          className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5"
          role="status"
          data-testid="gift-card-balance"
        >
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon node={Gift} className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted">{maskedGiftCard(card.last4)}</p>
            <p className="text-2xl font-semibold tabular-nums">{formatMoneyIn(card.balance, card.currency, t.lang)}</p>
            <p className="text-sm text-muted">
              {card.expires_on
                ? t('giftCardPage.validUntil', {
                    date: formatDate(`${card.expires_on}T00:00:00Z`, t.lang, { dateStyle: 'long', timeZone: 'UTC' }),
                  })
                : t('giftCardPage.noExpiry')}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
