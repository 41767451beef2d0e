import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type ResultTone = 'pending' | 'success' | 'error' | 'neutral';

const ICONS = { success: CircleCheck, error: CircleAlert, neutral: MailCheck } as const;
const TONES = {
  success: 'bg-green-50 text-green-700',
  error: 'bg-red-50 text-red-600',
  neutral: 'bg-brand-50 text-brand-600',
  pending: 'bg-brand-50 text-brand-600',
} as const;

/** The newsletter pages' card: an icon for the state, a title, a message and what to do next. */
export function NewsletterResult({
  tone,
  title,
  message,
  children,
}: {
  tone: ResultTone;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  const shape = tone === 'pending' ? null : ICONS[tone];
  const t = useT();
  return (
    <div className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl border border-line bg-white p-8 text-center shadow-sm sm:p-10">
        <span className={cn('mx-auto flex h-14 w-14 items-center justify-center rounded-full', TONES[tone])}>
          {shape ? <Icon node={shape} className="h-7 w-7" /> : <Spinner size="md" />}
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h1>
        <div role={tone === 'error' ? 'alert' : 'status'} className="mt-3 text-muted">
          {typeof message === 'string' ? t.text(message) : message}
        </div>
        {children && <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </div>
  );
}
