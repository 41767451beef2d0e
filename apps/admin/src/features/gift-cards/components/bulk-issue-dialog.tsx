import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { CREDIT_MESSAGES as M, GIFT_CARD_LIMITS, GiftCardBulkSchema, type GiftCardBulkResult } from '@shopwright/shared/credit';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useBulkIssueGiftCards } from '../api/gift-cards';
import { downloadGiftCardsCsv } from '../api/gift-card-csv';
import { cardInput, CardValueFields, type CardValues } from './card-value-fields';

/** Many cards of one value at once; their codes are downloaded as a CSV file right away (and can be again until the dialog closes). */
export function BulkIssueDialog({ open, currency, onClose }: { open: boolean; currency: string; onClose: () => void }) {
  const blank = (): CardValues & { count: string } => ({ count: '10', amount: '', currency, expires_on: '', note: '' });
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<GiftCardBulkResult | null>(null);
  const bulk = useBulkIssueGiftCards();
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function close() {
    setValues(blank());
    setErrors({});
    setResult(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const count = values.count.trim() === '' ? Number.NaN : Number(values.count);
    const parsed = GiftCardBulkSchema.safeParse({ ...cardInput(values), count });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    bulk.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(M.bulkIssued(answer.count));
        setResult(answer);
        downloadGiftCardsCsv(answer);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  const first = result?.cards[0];
  return (
    <Dialog
      open={open}
      onClose={close}
      title={result ? `${result.count} gift ${result.count === 1 ? 'card' : 'cards'} issued` : 'Issue gift cards in bulk'}
      description={result ? undefined : 'The codes come as a CSV file, once: keep it somewhere safe.'}
    >
      {result ? (
        <div className="space-y-4">
          <p className="text-sm text-ink">
            {result.count} {result.count === 1 ? 'card' : 'cards'} of {first ? formatMoney(first.initial_balance, first.currency) : ''}. The
            CSV file with their codes has been downloaded. The codes are not shown again once you close this dialog.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-11" onClick={() => downloadGiftCardsCsv(result)}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download CSV again
            </Button>
            <Button className="min-h-11" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Input
            label="Number of cards"
            name="count"
            inputMode="numeric"
            className="min-h-11"
            value={values.count}
            onChange={(e) => set('count', e.target.value)}
            error={errors.count}
            hint={`1 to ${GIFT_CARD_LIMITS.bulkMax}.`}
          />
          <CardValueFields values={values} errors={errors} set={set} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={close} disabled={bulk.isPending}>
              Cancel
            </Button>
            <Button type="submit" className="min-h-11" loading={bulk.isPending}>
              Issue and download CSV
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
