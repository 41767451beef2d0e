import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type DialogName = 'login' | 'signup' | 'contact';

interface DialogActions {
  show: (name: DialogName) => void;
  close: () => void;
}

interface DialogsState extends DialogActions {
  open: DialogName | null;
}

// Two contexts: which dialog is open changes, the actions never do. The many parts that only open
// a dialog (every wishlist heart, the cart) then do not re-render when one opens or closes.
const OpenDialogContext = createContext<DialogName | null | undefined>(undefined);
const DialogActionsContext = createContext<DialogActions | null>(null);

/** Which of the shop's dialogs is open; only one at a time. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const actions = useMemo<DialogActions>(() => ({ show: setOpen, close: () => setOpen(null) }), []);
  return (
    <DialogActionsContext.Provider value={actions}>
      <OpenDialogContext.Provider value={open}>{children}</OpenDialogContext.Provider>
    </DialogActionsContext.Provider>
  );
}

/** Opening and closing dialogs, without following which one is open. */
export function useDialogActions(): DialogActions {
  const ctx = useContext(DialogActionsContext);
  if (!ctx) throw new Error('useDialogActions needs a DialogsProvider');
  return ctx;
}

/** The open dialog and the actions (for the dialogs themselves). */
export function useDialogs(): DialogsState {
  const open = useContext(OpenDialogContext);
  const actions = useDialogActions();
  if (open === undefined) throw new Error('useDialogs needs a DialogsProvider');
  return { open, ...actions };
}
