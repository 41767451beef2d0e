import { useState, type FormEvent } from 'react';
import { ADMIN_ORDER_MESSAGES as M, ORDER_NOTE_MAX, OrderNoteInputSchema, type AdminOrderDetail } from '@shopwright/shared/admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { apiFieldErrors } from '../../../lib/form-errors';
import { useAddOrderNote } from '../api/orders';
import { withToast } from '../../../lib/with-toast';

/** Notes staff keep on the order; the customer never sees them. */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddOrderNote(order.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = OrderNoteInputSchema.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const failed = await withToast(add.mutateAsync(parsed.data.note), M.noteAdded);
    if (failed) setError(apiFieldErrors(failed)?.note);
    else setText('');
  }

  return (
    <Card title="Internal notes">
      {order.notes.length === 0 ? (
        <p className="mb-4 text-sm text-muted">No notes yet. Only staff see them.</p>
      ) : (
        <ul className="mb-4 space-y-3" aria-label="Internal notes">
          {order.notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{n.body}</p>
              <p className="mt-1 text-xs text-muted">
                {n.author?.name || n.author?.email || 'Former admin'} · {formatDateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
        <Textarea
          label="Add a note"
          name="note"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          maxLength={ORDER_NOTE_MAX}
        />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          Add note
        </Button>
      </form>
    </Card>
  );
}
