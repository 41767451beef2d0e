import { useState, type FormEvent } from 'react';
import { Gift, X } from 'lucide';
import type { Quote } from '@shopwright/shared/checkout';
import {
  CREDIT_MESSAGES,
  GIFT_CARD_LIMITS,
  formatGiftCardCode,
  isGiftCardCode,
  maskedGiftCard,
  normalizeGiftCardCode,
} from '@shopwright/shared/credit';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { useT } from '../../lib/i18n';
import type { CreditChoice } from './credit-choice';

interface Props {
  quote: Quote;
  choice: CreditChoice;
  onChange: (next: CreditChoice) => void;
  pending: boolean;
}

/** What the quote made of one code: the amount it pays, why it cannot pay, or nothing (the rest was already paid). */
function outcomeOf(quote: Quote, code: string, index: number, codes: string[]) {
  const grouped = formatGiftCardCode(code);
  const error = quote.gift_card_errors.find((e) => e.code === grouped);
  if (error) return { error };
  // Payments carry the last 4 only: the n-th card with these last 4 is the n-th payment with them.
  const nth = codes.slice(0, index).filter((c) => c.slice(-4) === code.slice(-4)).length;
  const payment = quote.payments.filter((p) => p.source === 'gift_card' && p.last4 === code.slice(-4))[nth];
  return { payment };
}

/**
 * Gift cards (up to 5, each with what it pays or why it cannot) and the shopper's store credit,
 * taken before the card, Stripe or pay later; the quote says what each pays and what is still due.
 */
export function CreditSources({ quote, choice, onChange, pending }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const money = (amount: number) => formatMoneyIn(amount, quote.currency, t.lang);
  const credit = quote.payments.find((p) => p.source === 'store_credit');
  const full = choice.giftCards.length >= GIFT_CARD_LIMITS.perCheckout;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeGiftCardCode(code);
    if (!isGiftCardCode(normalized)) return setError(CREDIT_MESSAGES.codeInvalid);
    setError(undefined);
    setCode('');
    if (!choice.giftCards.includes(normalized)) onChange({ ...choice, giftCards: [...choice.giftCards, normalized] });
  };
  const remove = (gone: string) => onChange({ ...choice, giftCards: choice.giftCards.filter((c) => c !== gone) });

  return (
    <section className="space-y-4 rounded-xl border border-line p-4" aria-labelledby="credit-sources-title">
      <h3 id="credit-sources-title" className="font-medium">
        {t('creditPage.sourcesTitle')}
      </h3>
      {choice.giftCards.length > 0 && (
        <ul className="space-y-2" aria-label={t('creditPage.appliedCards')} aria-busy={pending || undefined}>
          {choice.giftCards.map((c, i) => {
            const { error: refused, payment } = outcomeOf(quote, c, i, choice.giftCards);
            return (
              <li
                key={c}
                className={refused ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2' : 'rounded-lg bg-green-50 px-3 py-2'}
                data-testid="applied-gift-card"
              >
                <div className="flex items-center gap-2 text-sm">
                  <Icon node={Gift} className={refused ? 'h-4 w-4 shrink-0 text-red-700' : 'h-4 w-4 shrink-0 text-green-800'} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{maskedGiftCard(c.slice(-4))}</span>
                    {refused ? (
                      <span className="block text-red-700" role="alert">
                        {t.text(refused.detail)}
                      </span>
                    ) : payment ? (
                      <span className="block text-green-800">
                        {t('creditPage.cardPays', { amount: money(payment.amount), left: money(payment.balance_after) })}
                      </span>
                    ) : (
                      <span className="block text-muted">{pending ? t('creditPage.checking') : t('creditPage.cardNotNeeded')}</span>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(c)}
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/70"
                    aria-label={t('creditPage.removeCard', { last4: c.slice(-4) })}
                  >
                    <Icon node={X} className="h-4 w-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!full && (
        <form noValidate onSubmit={apply} className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <Input
              label={t('creditPage.giftCardCode')}
              placeholder="ABCD-EFGH-JKLM-NPQR"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error}
            />
          </div>
          <Button type="submit" variant="secondary" className="mt-7" disabled={code.trim() === ''}>
            {t('creditPage.applyCard')}
          </Button>
        </form>
      )}
      {quote.store_credit_available > 0 && (
        // The whole row is the checkbox's label: a 44 px target.
        <label className="-mx-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-surface">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 rounded border-line accent-brand-600"
            checked={choice.useStoreCredit}
            onChange={(e) => onChange({ ...choice, useStoreCredit: e.target.checked })}
          />
          <span>
            {credit
              ? t('creditPage.usingCredit', { amount: money(credit.amount), available: money(quote.store_credit_available) })
              : t('creditPage.useCredit', { available: money(quote.store_credit_available) })}
          </span>
        </label>
      )}
    </section>
  );
}
