import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  CREDIT_MESSAGES as M,
  GIFT_CARD_LIMITS,
  GiftCardPatchSchema,
  maskedGiftCard,
  type AdminGiftCardDetail,
  type GiftCardPatch,
} from '@shopwright/shared/credit';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { CheckRow } from '../../../components/ui/check-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { usePatchGiftCard } from '../api/gift-cards';
import { earliestExpiry } from './card-value-fields';

/** Disable or enable the card (after asking), and change its expiry and note. */
export function GiftCardActions({ card }: { card: AdminGiftCardDetail }) {
  const [open, setOpen] = useState<'toggle' | 'edit' | null>(null);
  const patch = usePatchGiftCard(card.id);
  const close = () => setOpen(null);

  function toggle() {
    patch.mutate(
      { disabled: !card.disabled },
      {
        onSuccess: () => {
          toast.success(M.saved(card.last4));
          close();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={() => setOpen('edit')}>
        Change expiry or note
      </Button>
      <Button variant={card.disabled ? 'primary' : 'danger'} className="min-h-11" onClick={() => setOpen('toggle')}>
        {card.disabled ? 'Enable card' : 'Disable card'}
      </Button>
      <ConfirmDialog
        open={open === 'toggle'}
        title={card.disabled ? `Enable ${maskedGiftCard(card.last4)}?` : `Disable ${maskedGiftCard(card.last4)}?`}
        description={
          card.disabled
            ? `The card can pay again, up to its balance of ${formatMoney(card.balance, card.currency)}.`
            : `The card can no longer pay; its balance of ${formatMoney(card.balance, card.currency)} stays on it, and you can enable it again later.`
        }
        confirmLabel={card.disabled ? 'Enable card' : 'Disable card'}
        danger={!card.disabled}
        pending={patch.isPending}
        onConfirm={toggle}
        onClose={close}
      />
      {open === 'edit' && (
        <EditDialog card={card} pending={patch.isPending} onSave={(p, handlers) => patch.mutate(p, handlers)} onClose={close} />
      )}
    </>
  );
}

interface EditDialogProps {
  card: AdminGiftCardDetail;
  pending: boolean;
  onSave: (patch: GiftCardPatch, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
}

/** A new expiry (at least 5 years after the card was issued) or none, and the staff note. */
function EditDialog({ card, pending, onSave, onClose }: EditDialogProps) {
  const [never, setNever] = useState(card.expires_on === null);
  const [expires, setExpires] = useState(card.expires_on ?? '');
  const [note, setNote] = useState(card.note);
  const [errors, setErrors] = useState<FieldErrors>({});
  const earliest = earliestExpiry(card.created_at.slice(0, 10));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!never && expires === '') return setErrors({ expires_on: M.expiresOnInvalid });
    if (!never && expires < earliest) return setErrors({ expires_on: M.expiresTooSoon(earliest) });
    const parsed = GiftCardPatchSchema.safeParse({ expires_on: never ? null : expires, note });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    onSave(parsed.data, {
      onSuccess: () => {
        toast.success(M.saved(card.last4));
        onClose();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog open onClose={onClose} title={`Edit ${maskedGiftCard(card.last4)}`} description={`Issued ${card.created_at.slice(0, 10)}.`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CheckRow label="Never expires" checked={never} onChange={(e) => setNever(e.target.checked)} />
        {!never && (
          <Input
            label="Expires on"
            name="expires_on"
            type="date"
            className="min-h-11"
            min={earliest}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={errors.expires_on}
            hint={`${earliest} or later: at least ${GIFT_CARD_LIMITS.minExpiryYears} years after issue.`}
          />
        )}
        <Textarea
          label="Note"
          name="note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          maxLength={GIFT_CARD_LIMITS.noteMax}
          rows={3}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" loading={pending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
