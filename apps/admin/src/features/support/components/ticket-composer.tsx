import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Mail, StickyNote } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_SUPPORT_MESSAGES as M, TicketNoteSchema, TicketReplySchema, type AdminTicketDetail } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { apiFieldErrors } from '../../../lib/form-errors';
import { cn } from '../../../lib/cn';
import { useAddTicketNote, useReplyToTicket } from '../api/tickets';

type Mode = 'reply' | 'note';

interface ModeOptionProps {
  name: string;
  mode: Mode;
  current: Mode;
  disabled?: boolean;
  onSelect: (m: Mode) => void;
  children: ReactNode;
}

/** One choice of the radio group, drawn as a pill. */
function ModeOption({ name, mode, current, disabled, onSelect, children }: ModeOptionProps) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium',
        current === mode
          ? mode === 'reply'
            ? 'border-brand-600 bg-brand-50 text-brand-700'
            : 'border-amber-500 bg-amber-50 text-amber-800'
          : 'border-line bg-white text-ink',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={mode}
        checked={current === mode}
        disabled={disabled}
        onChange={() => onSelect(mode)}
        className="h-4 w-4 accent-brand-600"
      />
      {children}
    </label>
  );
}

/** Writes a reply (mailed to the customer) or an internal note (never mailed). */
export function TicketComposer({ ticket }: { ticket: AdminTicketDetail }) {
  const modeName = useId();
  const canReply = ticket.email !== null;
  const [mode, setMode] = useState<Mode>(canReply ? 'reply' : 'note');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToTicket(ticket.id);
  const note = useAddTicketNote(ticket.id);
  const pending = reply.isPending || note.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mode === 'reply' ? TicketReplySchema.safeParse({ message: text }) : TicketNoteSchema.safeParse({ note: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const options = {
      onSuccess: () => {
        setText('');
        toast.success(mode === 'reply' ? M.replySent(ticket.email ?? '') : M.noteAdded);
      },
      onError: (e: unknown) => {
        setError(Object.values(apiFieldErrors(e) ?? {})[0]);
        toast.error(errorMessage(e));
      },
    };
    if (mode === 'reply') reply.mutate(text, options);
    else note.mutate(text, options);
  }

  return (
    <Card title="Respond">
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="sr-only">Kind of response</legend>
          <div className="flex flex-wrap gap-2">
            <ModeOption name={modeName} mode="reply" current={mode} disabled={!canReply || pending} onSelect={setMode}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Reply to customer
            </ModeOption>
            <ModeOption name={modeName} mode="note" current={mode} disabled={pending} onSelect={setMode}>
              <StickyNote className="h-4 w-4" aria-hidden="true" />
              Internal note
            </ModeOption>
          </div>
        </fieldset>
        <Textarea
          label={mode === 'reply' ? `Reply to ${ticket.email}` : 'Internal note'}
          hint={
            mode === 'reply'
              ? 'Sent by e-mail with the reference in the subject; the ticket becomes answered.'
              : canReply
                ? 'Only admins see notes; nothing is sent to the customer.'
                : M.ticketWithoutEmail
          }
          rows={6}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={pending}>
            {mode === 'reply' ? 'Send reply' : 'Add note'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
