import { Pencil, Star, Trash2 } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { countryName, type SavedAddress } from '@shopwright/shared/account';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { countryLabel, useT } from '../../../lib/i18n';

interface AddressCardProps {
  address: SavedAddress;
  settingDefault: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** A saved address with its actions; the default one is marked. */
export function AddressCard({ address: a, settingDefault, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useT();
  const place = [a.city, a.region, a.postal_code].filter(Boolean).join(', ');
  const which = <span className="sr-only">{t('address.whichSr', { line: a.line1 })}</span>;
  return (
    <li
      className={cn('flex flex-col rounded-xl border p-4 sm:p-5', a.is_default ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line')}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-medium">{a.full_name}</p>
        {a.is_default && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{t('address.default')}</span>
        )}
      </div>
      <address className="mt-2 flex-1 break-words text-sm not-italic leading-6 text-muted">
        {a.line1}
        {a.line2 && (
          <>
            <br />
            {a.line2}
          </>
        )}
        <br />
        {place}
        <br />
        {countryLabel(a.country, countryName(a.country), t)}
        {a.phone && (
          <>
            <br />
            {a.phone}
          </>
        )}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-2" onClick={onEdit}>
          <Icon node={Pencil} className="h-4 w-4" /> {t('common.edit')}
          {which}
        </Button>
        <Button variant="secondary" className="px-3 py-2" onClick={onDelete}>
          <Icon node={Trash2} className="h-4 w-4" /> {t('common.delete')}
          {which}
        </Button>
        {!a.is_default && (
          <Button variant="ghost" className="px-3 py-2" loading={settingDefault} onClick={onMakeDefault}>
            {!settingDefault && <Icon node={Star} className="h-4 w-4" />} {t('address.setDefault')}
            {which}
          </Button>
        )}
      </div>
    </li>
  );
}
