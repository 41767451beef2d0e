import { useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import type { AddressCreateInput, SavedAddress } from '@shopwright/shared/account';
import { Dialog } from '../../../components/ui/dialog';
import { accountKeys } from '../../../lib/account/account-keys';
import { createAddress, updateAddress } from '../../../lib/account/addresses';
import { AddressForm } from './address-form';
import { useT } from '../../../lib/i18n';

/** What the dialog is doing: adding a new address or editing a saved one. */
export type AddressEditing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

/** Adds or edits an address in a dialog; the list refreshes afterwards. */
export function AddressDialog({ editing, onClose }: { editing: AddressEditing; onClose: () => void }) {
  const queryClient = useQueryClient();
  const address = editing?.mode === 'edit' ? editing.address : null;
  const t = useT();
  const title = address ? t('address.editTitle') : t('address.addTitle');

  const save = async (input: AddressCreateInput) => {
    if (address) await updateAddress(address.id, input);
    else await createAddress(input);
    await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
    toast.success(address ? t('account.addressUpdated') : t('account.addressAdded'));
    onClose();
  };

  return (
    <Dialog open={editing !== null} onClose={onClose} title={title} className="max-w-lg">
      <h2 className="mb-6 pr-8 text-xl font-semibold tracking-tight">{title}</h2>
      <AddressForm address={address} onSave={save} onCancel={onClose} />
    </Dialog>
  );
}
