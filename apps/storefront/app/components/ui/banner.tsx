import { CheckCircle2, AlertCircle } from 'lucide';
import { Icon } from './icon';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type BannerMessage = { kind: 'error' | 'success'; text: string } | null;

/** The forms' general banner: red for an error, green for a success. */
export function Banner({ message }: { message: BannerMessage }) {
  const t = useT();
  if (!message) return null;
  const error = message.kind === 'error';
  const shape = error ? AlertCircle : CheckCircle2;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        error ? 'border-red-200 bg-red-50 text-red-700' : 'border-green-200 bg-green-50 text-green-800',
      )}
    >
      <Icon node={shape} className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{t.text(message.text)}</span>
    </div>
  );
}
