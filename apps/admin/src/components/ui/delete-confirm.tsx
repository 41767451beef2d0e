import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteConfirmProps {
  /** What is being deleted ("zone France"), or null when the dialog is closed. */
  target: string | null;
  /** What deleting means, shown under the title. */
  description: string;
  confirmLabel: string;
  pending: boolean;
  run: (handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  done: string;
  onClose: () => void;
}

/**
 * Asks before a delete; a refusal (a zone a rate uses, a category products use: 409) stays in the
 * dialog, in red, until it is closed, so it can be read and acted on.
 */
export function DeleteConfirm({ target, description, confirmLabel, pending, run, done, onClose }: DeleteConfirmProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  function close() {
    setRefusal(null);
    onClose();
  }
  function confirm() {
    run({
      onSuccess: () => {
        toast.success(done);
        close();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  }
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Delete ${target ?? ''}?`}
      description={
        <>
          <span className="block">{description}</span>
          {refusal && (
            <span role="alert" className="mt-3 block rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700">
              {refusal}
            </span>
          )}
        </>
      }
      confirmLabel={confirmLabel}
      danger
      pending={pending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
