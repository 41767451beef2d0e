import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CREDIT_MESSAGES as M, GIFT_CARD_LIMITS, StoreCreditAdjustSchema, type StoreCreditBalance } from '@shopwright/shared/credit';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Select } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useAdjustStoreCredit } from '../api/store-credit';

interface AdjustCreditDialogProps {
  open: boolean;
  customerId: number;
  customerName: string;
  balances: StoreCreditBalance[];
  /** The shop's currency: where credit goes when the customer has none yet. */
  shopCurrency: string;
  onClose: () => void;
}

/** Grant or deduct store credit with a reason the customer sees in their ledger; a deduction never takes a balance below zero. */
export function AdjustCreditDialog({ open, customerId, customerName, balances, shopCurrency, onClose }: AdjustCreditDialogProps) {
  const currencies = [...new Set([shopCurrency, ...balances.map((b) => b.currency)])];
  const [mode, setMode] = useState<'grant' | 'deduct'>('grant');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(shopCurrency);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const adjust = useAdjustStoreCredit(customerId);
  const balance = balances.find((b) => b.currency === currency)?.balance ?? 0;

  function close() {
    setMode('grant');
    setAmount('');
    setReason('');
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = /^\d{1,9}(\.\d{1,3})?$/.test(amount.trim()) ? Number(amount.trim()) : Number.NaN;
    const parsed = StoreCreditAdjustSchema.safeParse({ amount: mode === 'deduct' ? -value : value, reason, currency });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    if (mode === 'deduct' && value > balance) return setErrors({ amount: M.creditBelowZero(formatMoney(balance, currency)) });
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(M.creditGranted);
        close();
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(fields ?? { amount: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Store credit for ${customerName}`}
      description="The customer sees the movement and its reason in their account."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">Change</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['grant', 'deduct'] as const).map((m) => (
              <label
                key={m}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium',
                  mode === m ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line bg-white text-ink hover:bg-surface',
                )}
              >
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="accent-brand-600" />
                {m === 'grant' ? 'Grant' : 'Deduct'}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={`Amount (${currency})`}
            name="amount"
            inputMode="decimal"
            className="min-h-11"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            error={errors.amount}
            hint={`Balance now ${formatMoney(balance, currency)}.`}
            placeholder="10.00"
          />
          <Select
            label="Currency"
            name="currency"
            className="min-h-11"
            options={currencies.map((c) => ({ value: c, label: c }))}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            error={errors.currency}
          />
        </div>
        <Input
          label="Reason"
          name="reason"
          className="min-h-11"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
          error={errors.reason}
          maxLength={GIFT_CARD_LIMITS.reasonMax}
          hint="Shown to the customer, e.g. Sorry for the late delivery."
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={close} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={mode === 'deduct' ? 'danger' : 'primary'} className="min-h-11" loading={adjust.isPending}>
            {mode === 'grant' ? 'Grant credit' : 'Deduct credit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
