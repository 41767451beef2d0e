import { useState, type FormEvent } from 'react';
import { formatMoney } from '@shopwright/shared/money';
import { RETURN_MESSAGES as M, type AdminReturnDetail, type ReturnActionInput } from '@shopwright/shared/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckRow } from '../../../components/ui/check-row';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';

type SettleInput = Extract<ReturnActionInput, { action: 'refund' | 'credit' }>;

interface SettleDialogProps {
  open: boolean;
  /** Money back to the original payments, or store credit. */
  kind: 'refund' | 'credit';
  detail: AdminReturnDetail;
  pending: boolean;
  /** Resolves with the API's error when refused. */
  onSettle: (input: SettleInput) => Promise<unknown>;
  onClose: () => void;
}

/** "12.50" in the return's currency; empty is "all of it"; null when it is not an amount. */
function typedAmount(text: string): number | undefined | null {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d{1,8}(\.\d{1,2})?$/.test(t) && Number(t) > 0 ? Number(t) : null;
}

/**
 * Refund the received refund lines (their paid share and tax) to the original payments, or give the
 * received store-credit lines as credit; either with the original shipping or not (by default when
 * the whole order comes back). A refund may be for less, typed in.
 */
export function SettleDialog({ open, kind, detail, pending, onSettle, onClose }: SettleDialogProps) {
  const [shipping, setShipping] = useState(detail.refund_shipping_default);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const m = (n: number) => formatMoney(n, detail.currency);
  const base = kind === 'refund' ? detail.refundable : detail.creditable;
  const withShipping = Math.round((base + (shipping ? detail.shipping_refundable : 0)) * 100) / 100;
  const typed = typedAmount(amount);
  const total = typeof typed === 'number' ? typed : withShipping;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'refund' && typed === null) return setErrors({ amount: M.amountInvalid });
    if (typeof typed === 'number' && typed > withShipping) return setErrors({ amount: M.amountTooLarge(m(withShipping)) });
    setErrors({});
    const input: SettleInput =
      kind === 'refund'
        ? { action: 'refund', refund_shipping: shipping, ...(typeof typed === 'number' ? { amount: typed } : {}) }
        : { action: 'credit', refund_shipping: shipping };
    const error = await onSettle(input);
    if (error) setErrors(apiFieldErrors(error) ?? {});
  }

  const title = kind === 'refund' ? `Refund ${detail.number}` : `Store credit for ${detail.number}`;
  const description =
    kind === 'refund'
      ? `The received items to refund come to ${m(detail.refundable)} with their tax. The money goes back to the payments of order ${detail.order.number} and the customer is e-mailed. This cannot be undone.`
      : `The received items to settle in store credit come to ${m(detail.creditable)} with their tax. The credit is added to the customer's balance at once and they are e-mailed.`;

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {detail.shipping_refundable > 0 && (
          <CheckRow
            label={`Include the original shipping (${m(detail.shipping_refundable)})`}
            hint={
              detail.refund_shipping_default
                ? 'Suggested: the whole order comes back.'
                : 'Usually not refunded when only part of the order comes back.'
            }
            checked={shipping}
            onChange={(e) => setShipping(e.target.checked)}
          />
        )}
        {kind === 'refund' && (
          <Input
            label={`Amount (${detail.currency})`}
            name="amount"
            inputMode="decimal"
            className="min-h-11"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors({});
            }}
            error={errors.amount}
            hint={`Leave empty to refund ${m(withShipping)}.`}
            placeholder={withShipping.toFixed(2)}
          />
        )}
        {errors.refund_shipping && <p className="text-sm text-red-600">{errors.refund_shipping}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={kind === 'refund' ? 'danger' : 'primary'} className="min-h-11" loading={pending}>
            {kind === 'refund' ? `Refund ${m(total)}` : `Issue ${m(total)} store credit`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
