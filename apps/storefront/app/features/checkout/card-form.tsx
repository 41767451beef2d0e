import { useState } from 'react';
import { Lock } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { CARD_BRAND_LABELS, formatCardNumber, formatExpiry } from '@shopwright/shared/checkout';
import { Input } from '../../components/ui/field';
import { brandOf, cardErrors, type CardErrors, type CardField, type CardFormValues } from './card-fields';
import { useT } from '../../lib/i18n';

interface CardFormProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  /** After a submit every problem shows; before, only those of fields the shopper has left. */
  showAll: boolean;
  /** Problems the server found (shown until the field changes). */
  serverErrors: CardErrors;
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Card number in groups of four, expiry MM/YY, CVC and holder, checked as the shopper types. */
export function CardForm({ values, onChange, showAll, serverErrors }: CardFormProps) {
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [server, setServer] = useState(serverErrors);
  const [seenServer, setSeenServer] = useState(serverErrors);
  if (serverErrors !== seenServer) {
    setSeenServer(serverErrors);
    setServer(serverErrors);
  }
  const errors = cardErrors(values);
  const shown = (field: CardField) => server[field] ?? (showAll || touched[field] ? errors[field] : undefined);
  const set = (field: CardField, value: string) => {
    setServer((s) => ({ ...s, [field]: undefined }));
    onChange({ ...values, [field]: value });
  };
  const leave = (field: CardField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const brand = brandOf(values.number);
  const t = useT();

  return (
    <div className="space-y-4">
      <Input
        label={
          <span className="flex justify-between gap-2">
            {t('card.number')} {brand !== 'unknown' && <span className="font-normal text-muted">{CARD_BRAND_LABELS[brand]}</span>}
          </span>
        }
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={values.number}
        onChange={(e) => set('number', formatCardNumber(e.target.value))}
        onBlur={leave('number')}
        error={shown('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input
          label={t('card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          value={values.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          onBlur={leave('expiry')}
          error={shown('expiry')}
        />
        <Input
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={values.cvc}
          onChange={(e) => set('cvc', digitsOnly(e.target.value, 4))}
          onBlur={leave('cvc')}
          error={shown('cvc')}
        />
      </div>
      <Input
        label={t('card.holder')}
        autoComplete="cc-name"
        value={values.holder}
        onChange={(e) => set('holder', e.target.value.slice(0, 100))}
        onBlur={leave('holder')}
        error={shown('holder')}
      />
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Icon node={Lock} className="h-3.5 w-3.5" /> {t('card.testMode')}
      </p>
    </div>
  );
}
