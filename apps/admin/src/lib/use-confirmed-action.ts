import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';

/** The part of a TanStack mutation this hook calls: a row's id, then what to do after. */
interface IdMutation {
  mutate(id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * A row action that asks first (revoke a token, demote an admin): the row being confirmed, and
 * `confirm` to run the mutation on it, toasting `done` and closing the dialog, or the error.
 */
export function useConfirmedAction<T extends { id: number }>(mutation: IdMutation, done: string) {
  const [target, setTarget] = useState<T | null>(null);
  function confirm() {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => {
        toast.success(done);
        setTarget(null);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  }
  return { target, setTarget, confirm };
}
