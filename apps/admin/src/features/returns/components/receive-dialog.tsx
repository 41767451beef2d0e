import { useState, type FormEvent } from 'react';
import { variantLabel } from '@shopwright/shared/catalog';
import { RETURN_MESSAGES as M, type AdminReturnDetail, type ReturnActionInput } from '@shopwright/shared/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckRow } from '../../../components/ui/check-row';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';

type ReceiveInput = Extract<ReturnActionInput, { action: 'receive' }>;

interface ReceiveDialogProps {
  open: boolean;
  detail: AdminReturnDetail;
  pending: boolean;
  /** Resolves with the API's error when refused. */
  onReceive: (input: ReceiveInput) => Promise<unknown>;
  onClose: () => void;
}

interface Row {
  id: number;
  quantity: string;
  restock: boolean;
}

/** The lines still expected, each with how many came in now and whether they go back to stock (by default they do). */
export function ReceiveDialog({ open, detail, pending, onReceive, onClose }: ReceiveDialogProps) {
  const expected = detail.lines.filter((l) => l.received_quantity < l.quantity);
  const [rows, setRows] = useState<Row[]>(() =>
    expected.map((l) => ({ id: l.id, quantity: String(l.quantity - l.received_quantity), restock: true })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (i: number, change: Partial<Row>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const lines: ReceiveInput['lines'] = [];
    rows.forEach((row, i) => {
      const text = row.quantity.trim();
      if (text === '' || text === '0') return;
      const left = expected[i]!.quantity - expected[i]!.received_quantity;
      const n = Number(text);
      if (!/^\d{1,6}$/.test(text)) found[`rows.${i}`] = M.quantityInvalid;
      else if (n > left) found[`rows.${i}`] = M.receiveTooMany(left);
      else lines.push({ id: row.id, quantity: n, restock: row.restock });
    });
    if (Object.keys(found).length) return setErrors(found);
    if (!lines.length) return setErrors({ form: M.receiveLinesRequired });
    setErrors({});
    const error = await onReceive({ action: 'receive', lines });
    const api = apiFieldErrors(error);
    if (api) {
      // The API names the sent lines by index (`lines.0.quantity`): put each message on its row.
      const mapped: FieldErrors = {};
      for (const [key, message] of Object.entries(api)) {
        const sent = /^lines\.(\d+)/.exec(key);
        const row = sent ? rows.findIndex((r) => r.id === lines[Number(sent[1])]?.id) : -1;
        mapped[row >= 0 ? `rows.${row}` : 'form'] = message;
      }
      setErrors(mapped);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Receive items of ${detail.number}`}
      description="Count what came back. Items put back in stock can be sold again at once; leave Restock off for damaged ones."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <ul className="space-y-4">
          {expected.map((line, i) => {
            const left = line.quantity - line.received_quantity;
            const variant = variantLabel(line);
            return (
              <li key={line.id} className="rounded-lg border border-line p-3">
                <p className="text-sm font-medium">{line.name}</p>
                <p className="mb-3 text-xs text-muted">
                  {[variant, line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · ')}
                  {variant || line.sku ? ' · ' : ''}
                  {left} of {line.quantity} still expected
                </p>
                <div className="flex flex-wrap items-end gap-4">
                  <div className="w-28">
                    <Input
                      label="Received now"
                      inputMode="numeric"
                      className="min-h-11"
                      value={rows[i]!.quantity}
                      onChange={(e) => set(i, { quantity: e.target.value })}
                      error={errors[`rows.${i}`]}
                      aria-label={`Received now: ${line.name}${variant ? ` ${variant}` : ''}`}
                    />
                  </div>
                  <CheckRow
                    label="Restock"
                    checked={rows[i]!.restock}
                    onChange={(e) => set(i, { restock: e.target.checked })}
                    aria-label={`Restock ${line.name}${variant ? ` ${variant}` : ''}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11" loading={pending}>
            Mark received
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
