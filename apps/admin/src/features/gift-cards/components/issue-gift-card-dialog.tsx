import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { CREDIT_MESSAGES as M, GiftCardInputSchema, type GiftCardIssued } from '@shopwright/shared/credit';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { SecretOnce } from '../../../components/ui/secret-once';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useIssueGiftCard } from '../api/gift-cards';
import { cardInput, CardValueFields, type CardValues } from './card-value-fields';

/** One new card: its value and options, then its full code, shown this once with a copy button. */
export function IssueGiftCardDialog({ open, currency, onClose }: { open: boolean; currency: string; onClose: () => void }) {
  const blank = (): CardValues & { recipient_email: string } => ({ amount: '', currency, expires_on: '', note: '', recipient_email: '' });
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issued, setIssued] = useState<GiftCardIssued | null>(null);
  const issue = useIssueGiftCard();
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function close() {
    setValues(blank());
    setErrors({});
    setIssued(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GiftCardInputSchema.safeParse({ ...cardInput(values), recipient_email: values.recipient_email.trim() || null });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    issue.mutate(parsed.data, {
      onSuccess: (card) => {
        toast.success(M.issued(card.last4));
        setIssued(card);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={issued ? `Gift card of ${formatMoney(issued.initial_balance, issued.currency)}` : 'Issue a gift card'}
      description={issued ? undefined : 'The full code is shown once, right after it is issued.'}
    >
      {issued ? (
        <div className="space-y-4">
          <SecretOnce label="Gift card code" value={issued.code} onDone={close} />
          <Link
            to={`/gift-cards/${issued.id}`}
            onClick={close}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            Open the card’s page
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <CardValueFields values={values} errors={errors} set={set} />
          <Input
            label="Recipient e-mail (optional)"
            name="recipient_email"
            type="email"
            autoComplete="off"
            className="min-h-11"
            value={values.recipient_email}
            onChange={(e) => set('recipient_email', e.target.value)}
            error={errors.recipient_email}
            hint="The code is e-mailed to this address."
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={close} disabled={issue.isPending}>
              Cancel
            </Button>
            <Button type="submit" className="min-h-11" loading={issue.isPending}>
              Issue gift card
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
