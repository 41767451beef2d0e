import { useState, type FormEvent } from 'react';
import { variantLabel } from '@shopwright/shared/catalog';
import { formatMoney } from '@shopwright/shared/money';
import { RETURN_MESSAGES as M, RETURN_TRACKING_MAX, type AdminReturnDetail, type ReturnActionInput } from '@shopwright/shared/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckRow } from '../../../components/ui/check-row';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';

type ShipInput = Extract<ReturnActionInput, { action: 'ship_exchange' }>;

interface ShipExchangeDialogProps {
  open: boolean;
  detail: AdminReturnDetail;
  pending: boolean;
  /** Resolves with the API's error when refused. */
  onShip: (input: ShipInput) => Promise<unknown>;
  onClose: () => void;
}

/** Sends the variants asked for in exchange, with a tracking number; a dearer variant waits until its difference is paid. */
export function ShipExchangeDialog({ open, detail, pending, onShip, onClose }: ShipExchangeDialogProps) {
  const [tracking, setTracking] = useState('');
  const [paid, setPaid] = useState(detail.exchange_paid);
  const [errors, setErrors] = useState<FieldErrors>({});
  const owed = detail.exchange_due > 0 && !detail.exchange_paid;
  const sent = detail.lines.filter((l) => l.exchange && l.received_quantity > 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tracking.trim().length > RETURN_TRACKING_MAX) return setErrors({ tracking: M.trackingTooLong });
    if (owed && !paid)
      return setErrors({ difference_received: M.exchangeDifferenceDue(formatMoney(detail.exchange_due, detail.currency)) });
    setErrors({});
    const error = await onShip({
      action: 'ship_exchange',
      ...(tracking.trim() ? { tracking: tracking.trim() } : {}),
      ...(owed ? { difference_received: paid } : {}),
    });
    if (error) setErrors(apiFieldErrors(error) ?? {});
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Ship the exchange of ${detail.number}`}
      description="The held units leave stock and the customer is e-mailed with the tracking number."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <ul className="space-y-1 text-sm" aria-label="Items to send">
          {sent.map((l) => (
            <li key={l.id}>
              {l.received_quantity} × {l.name}{' '}
              <span className="text-muted">
                {variantLabel(l.exchange!) || l.exchange!.sku}
                {l.exchange!.sku && variantLabel(l.exchange!) ? ` · SKU ${l.exchange!.sku}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <Input
          label="Tracking number (optional)"
          name="tracking"
          className="min-h-11"
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          error={errors.tracking}
          maxLength={RETURN_TRACKING_MAX}
          autoComplete="off"
        />
        {owed && (
          <div>
            <CheckRow
              label={`The customer has paid the difference of ${formatMoney(detail.exchange_due, detail.currency)}`}
              hint="The dearer variant ships only once the difference is paid."
              checked={paid}
              onChange={(e) => {
                setPaid(e.target.checked);
                setErrors({});
              }}
            />
            {errors.difference_received && <p className="mt-1 text-sm text-red-600">{errors.difference_received}</p>}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" loading={pending}>
            Ship exchange
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
