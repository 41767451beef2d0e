import { useState, type FormEvent } from 'react';
import { ADMIN_ORDER_MESSAGES as M, RefundInputSchema, type AdminOrderDetail, type RefundInput } from '@shopwright/shared/admin';
import { formatMoney, fromMinorIn, minorDigits, toMinorIn } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';

interface RefundDialogProps {
  open: boolean;
  order: AdminOrderDetail;
  pending: boolean;
  /** Resolves with the API's error when the refund was refused. */
  onRefund: (input: RefundInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The amount typed in the order's currency ("12.50", "1500" in yen) in its minor units, with no
 * more decimals than the currency has (ISO 4217); empty means everything left.
 */
function amountInMinor(text: string, currency: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`);
  return pattern.test(trimmed) ? toMinorIn(Number(trimmed), currency) : null;
}

/** Refunds part or all of what is left, through the payment provider; the reason is kept as an internal note. */
export function RefundDialog({ open, order, pending, onRefund, onClose }: RefundDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const left = formatMoney(order.refundable, order.currency);
  const typed = amountInMinor(amount, order.currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = amountInMinor(amount, order.currency);
    if (minor === null) return setErrors({ amount: M.amountInvalid });
    const parsed = RefundInputSchema.safeParse({ amount: minor, reason });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    if ((parsed.data.amount ?? 0) > toMinorIn(order.refundable, order.currency))
      return setErrors({ amount: `At most ${left} can be refunded.` });
    setErrors({});
    const error = await onRefund(parsed.data);
    if (error) setErrors(apiFieldErrors(error) ?? {});
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Refund ${order.number}`}
      description={`Up to ${left} can be refunded${order.card ? ` to the ${order.card.brand} card ending in ${order.card.last4}` : ''}. This cannot be undone.`}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Input
          label={`Amount (${order.currency})`}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          hint={`Leave empty to refund everything left (${left}).`}
          placeholder={order.refundable.toFixed(minorDigits(order.currency))}
          autoFocus
        />
        <Textarea
          label="Reason"
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          maxLength={500}
          hint="Kept as an internal note."
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            Refund {typed ? formatMoney(fromMinorIn(typed, order.currency), order.currency) : left}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
