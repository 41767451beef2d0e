import { RETURN_STATUS_TONES, type ReturnStatus } from '@shopwright/shared/returns/messages';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The same colour families as the order badges (grey waiting, blue accepted, green done, red stopped). */
const TONE_CLASSES: Record<(typeof RETURN_STATUS_TONES)[ReturnStatus], string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-50 text-blue-700',
  indigo: 'bg-brand-50 text-brand-700',
  amber: 'bg-amber-50 text-amber-800',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
};

/** A return's state, e.g. "Requested" or "Credited". */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE_CLASSES[RETURN_STATUS_TONES[status]],
      )}
    >
      {t(`returnStatus.${status}`)}
    </span>
  );
}
