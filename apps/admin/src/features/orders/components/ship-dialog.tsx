import { useState, type FormEvent } from 'react';
import { ShipmentInputSchema, type ShipmentInput } from '@shopwright/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';

interface ShipDialogProps {
  open: boolean;
  orderNumber: string;
  pending: boolean;
  /** Resolves with the API's error when the shipment was refused. */
  onShip: (shipment: ShipmentInput) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the carrier and tracking number; the customer is mailed both. */
export function ShipDialog({ open, orderNumber, pending, onShip, onClose }: ShipDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShipmentInputSchema.safeParse({ carrier, tracking_number: tracking });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    const error = await onShip(parsed.data);
    if (error) setErrors(apiFieldErrors(error) ?? {});
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Ship ${orderNumber}`}
      description="The customer gets an e-mail with the carrier and tracking number."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Input
          label="Carrier"
          name="carrier"
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
          error={errors.carrier}
          maxLength={60}
          placeholder="DHL, UPS, USPS…"
          autoFocus
        />
        <Input
          label="Tracking number"
          name="tracking_number"
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          error={errors.tracking_number}
          maxLength={80}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Mark as shipped
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
