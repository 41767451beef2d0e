import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide';
import { Icon } from '../../components/ui/icon';
import toast from '../../lib/toast';
import { useT } from '../../lib/i18n';

const COPIED_FEEDBACK_MS = 2000;

/** The error ID with a Copy button; the button also says "Copied" where no toaster is mounted. */
export function ErrorId({ id }: { id: string | undefined }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!id) return;
    try {
      await navigator.clipboard.writeText(id);
      toast.success(t('error.idCopied'));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch {
      toast.error(t('error.copyFailed'));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm">
      <span className="text-muted">{t('error.id')}</span>
      <code className="font-mono font-medium text-ink" data-testid="error-id">
        {id ?? '…'}
      </code>
      <button
        type="button"
        onClick={copy}
        disabled={!id}
        className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 disabled:text-muted"
      >
        {copied ? <Icon node={Check} className="h-4 w-4" /> : <Icon node={Copy} className="h-4 w-4" />}
        <span aria-live="polite">{copied ? t('error.copied') : t('error.copy')}</span>
        <span className="sr-only">{t('error.idSr')}</span>
      </button>
    </div>
  );
}
