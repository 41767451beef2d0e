import { GIFT_CARD_SALE_LIMITS, type GiftCardRecipient } from '@shopwright/shared/credit/gift-card-sale';
import { Input, Textarea } from '../../components/ui/field';
import { useT } from '../../lib/i18n';

export const EMPTY_RECIPIENT: GiftCardRecipient = { recipient_name: '', recipient_email: '', message: '', send_on: null };

/** The API's field errors of `gift_card` (`gift_card.recipient_email`, …), keyed by the recipient's field. */
export type RecipientErrors = Partial<Record<keyof GiftCardRecipient, string>>;

export function recipientErrorsOf(errors: Record<string, string[]> | undefined): RecipientErrors {
  const out: RecipientErrors = {};
  for (const field of Object.keys(EMPTY_RECIPIENT) as Array<keyof GiftCardRecipient>) {
    const message = errors?.[`gift_card.${field}`]?.[0];
    if (message) out[field] = message;
  }
  return out;
}

/**
 * Who a gift card is for (ADR 025), in place of a product's stock and shipping: name, e-mail, an
 * optional message and send date (empty: mailed as soon as the order is paid).
 */
export function GiftCardForm({
  value,
  onChange,
  errors,
}: {
  value: GiftCardRecipient;
  /** One field changed (its refusal, if any, no longer applies). */
  onChange: (patch: Partial<GiftCardRecipient>) => void;
  errors: RecipientErrors;
}) {
  const t = useT();
  const set = onChange;
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4" data-testid="gift-card-form">
      <legend className="px-1 text-base font-semibold">{t('giftCardSale.formTitle')}</legend>
      <p className="text-sm text-muted">{t('giftCardSale.digital')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('giftCardSale.recipientName')}
          name="recipient_name"
          autoComplete="off"
          maxLength={GIFT_CARD_SALE_LIMITS.nameMax}
          required
          value={value.recipient_name}
          error={errors.recipient_name}
          onChange={(e) => set({ recipient_name: e.target.value })}
        />
        <Input
          label={t('giftCardSale.recipientEmail')}
          name="recipient_email"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          value={value.recipient_email}
          error={errors.recipient_email}
          onChange={(e) => set({ recipient_email: e.target.value })}
        />
      </div>
      <Textarea
        label={t('giftCardSale.message')}
        name="message"
        className="min-h-24"
        maxLength={GIFT_CARD_SALE_LIMITS.messageMax}
        hint={t('giftCardSale.messageHint', { max: GIFT_CARD_SALE_LIMITS.messageMax })}
        value={value.message}
        error={errors.message}
        onChange={(e) => set({ message: e.target.value })}
      />
      <Input
        label={t('giftCardSale.sendOn')}
        name="send_on"
        type="date"
        className="min-h-11 sm:max-w-56"
        hint={t('giftCardSale.sendOnHint')}
        value={value.send_on ?? ''}
        error={errors.send_on}
        onChange={(e) => set({ send_on: e.target.value || null })}
      />
    </fieldset>
  );
}
