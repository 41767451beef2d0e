import { useId, useState } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';
import type { ErrorInfo } from './describe-error';
import type { ErrorContext } from './use-error-context';
import { useT } from '../../lib/i18n';

/** Code, status, message, page and time, hidden until asked for. */
export function TechnicalDetails({ info, context }: { info: ErrorInfo; context: ErrorContext | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('error.tech.code'), info.code],
    [t('error.tech.status'), String(info.status)],
    [t('error.tech.message'), info.message],
    [t('error.tech.page'), context?.page ?? ''],
    [t('error.tech.time'), context?.time ?? ''],
  ];
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted hover:text-ink"
      >
        {open ? t('error.tech.hide') : t('error.tech.show')}
        <Icon node={ChevronDown} className={cn('h-4 w-4 transition-transform duration-150', open && 'rotate-180')} />
      </button>
      <dl
        id={panelId}
        hidden={!open}
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg border border-line bg-surface p-4 text-sm"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-all font-mono text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
