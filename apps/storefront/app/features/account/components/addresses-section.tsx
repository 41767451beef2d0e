import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { MapPin, Plus } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { MAX_ADDRESSES, type SavedAddress } from '@shopwright/shared/account';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { accountKeys } from '../../../lib/account/account-keys';
import { addressesQueryOptions, deleteAddress, updateAddress } from '../../../lib/account/addresses';
import { AddressCard } from './address-card';
import { AddressDialog, type AddressEditing } from './address-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { Panel } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';
import { clientT, useT } from '../../../lib/i18n';

function useAddressActions(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
  const makeDefault = useMutation({
    mutationFn: (id: number) => updateAddress(id, { is_default: true }),
    onSuccess: async () => {
      await refresh();
      toast.success(clientT()('account.defaultChanged'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: async () => {
      await refresh();
      onDeleted();
      toast.success(clientT()('account.addressDeleted'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return { makeDefault, remove };
}

/** The saved addresses checkout offers: add, edit, delete and choose the default. */
export function AddressesSection() {
  const query = useQuery(addressesQueryOptions());
  const [editing, setEditing] = useState<AddressEditing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const { makeDefault, remove } = useAddressActions(() => setDeleting(null));
  const t = useT();

  if (query.isPending) return <PanelSkeleton rows={2} label={t('address.loading')} />;
  const addresses = query.data ?? [];
  return (
    <Panel
      title={t('address.panelTitle')}
      description={t('address.panelDescription', { max: MAX_ADDRESSES })}
      action={
        !query.isError && (
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Icon node={Plus} className="h-4 w-4" /> {t('address.add')}
          </Button>
        )
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : addresses.length === 0 ? (
        <p className="flex items-center gap-3 rounded-xl bg-surface p-5 text-sm text-muted">
          <Icon node={MapPin} className="h-5 w-5 shrink-0 text-brand-600" />
          {t('address.none')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('address.saved')}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              settingDefault={makeDefault.isPending && makeDefault.variables === address.id}
              onEdit={() => setEditing({ mode: 'edit', address })}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => makeDefault.mutate(address.id)}
            />
          ))}
        </ul>
      )}
      <AddressDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.deleteTitle')}
        confirmLabel={t('address.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting && <p>{t('address.deleteText', { name: deleting.full_name, line: deleting.line1, city: deleting.city })}</p>}
      </ConfirmDialog>
    </Panel>
  );
}
