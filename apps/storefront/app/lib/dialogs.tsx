import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type DialogName = 'login' | 'signup' | 'contact';

interface DialogsState {
  open: DialogName | null;
  show: (name: DialogName) => void;
  close: () => void;
}

const DialogsContext = createContext<DialogsState | null>(null);

/** Which of the shop's dialogs is open; only one at a time. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const value = useMemo<DialogsState>(() => ({ open, show: setOpen, close: () => setOpen(null) }), [open]);
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

export function useDialogs(): DialogsState {
  const ctx = useContext(DialogsContext);
  if (!ctx) throw new Error('useDialogs needs a DialogsProvider');
  return ctx;
}
