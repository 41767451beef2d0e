import { ADMIN_NEWSLETTER_MESSAGES as M, type SendNewsletterInput } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';

interface SendNewsletterDialogProps {
  /** The newsletter to send; the dialog is open while it is set. */
  input: SendNewsletterInput | null;
  /** Confirmed subscribers now; undefined while counting. */
  recipients: number | undefined;
  audienceError: unknown;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const plural = (n: number) => `${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** The last step before an e-mail goes to every confirmed subscriber: it cannot be recalled. */
export function SendNewsletterDialog({ input, recipients, audienceError, pending, onConfirm, onClose }: SendNewsletterDialogProps) {
  const open = input !== null;
  if (open && (recipients === 0 || audienceError)) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={audienceError ? 'Subscribers could not be counted' : 'Nobody to send to'}
        description={audienceError ? errorMessage(audienceError) : M.noRecipients}
      >
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      title="Send this newsletter?"
      description={
        recipients === undefined ? (
          'Counting the subscribers…'
        ) : (
          <>
            “{input?.subject}” will be e-mailed to <strong className="text-ink">{plural(recipients)}</strong> now. A sent newsletter cannot
            be recalled.
          </>
        )
      }
      confirmLabel={recipients === undefined ? 'Send' : `Send to ${plural(recipients)}`}
      pending={pending || recipients === undefined}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
