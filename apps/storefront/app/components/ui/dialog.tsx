import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from './icon';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (its visible title). */
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog> element: the browser traps focus, closes on Escape and makes
 * the page behind inert.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start in the first field rather than on the close button.
      dialog.querySelector<HTMLElement>('[data-autofocus], input:not([type=hidden]), select, textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={cn('dialog', className)}
    >
      {open && (
        <div className="relative max-h-[90vh] overflow-y-auto p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute right-3 top-3 rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
            aria-label={t('common.closeDialog')}
          >
            <Icon node={X} className="h-5 w-5" />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
