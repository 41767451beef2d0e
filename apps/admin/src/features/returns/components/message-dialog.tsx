import { useState, type FormEvent } from 'react';
import { RETURN_MESSAGES as M, RETURN_MESSAGE_MAX } from '@shopwright/shared/returns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';

interface MessageDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Rejecting needs a message; approving may go without one. */
  required: boolean;
  hint: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  /** Resolves with the API's error when refused. */
  onSubmit: (message: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

/** Approve or reject a return, with the message the customer gets by e-mail. */
export function MessageDialog({
  open,
  title,
  description,
  required,
  hint,
  confirmLabel,
  danger,
  pending,
  onSubmit,
  onClose,
}: MessageDialogProps) {
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (required && !text) return setErrors({ message: M.messageRequired });
    if (text.length > RETURN_MESSAGE_MAX) return setErrors({ message: M.messageTooLong });
    setErrors({});
    const error = await onSubmit(text || undefined);
    if (error) setErrors(apiFieldErrors(error) ?? {});
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Textarea
          label={required ? 'Message to the customer' : 'Message to the customer (optional)'}
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
          hint={hint}
          maxLength={RETURN_MESSAGE_MAX}
          rows={4}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} className="min-h-11" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
