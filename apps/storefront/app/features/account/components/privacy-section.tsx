import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download, Trash2 } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ACCOUNT_COPY } from '../account-copy';
import { exportAccount } from '../api/profile';
import { saveJsonFile } from '../download-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Panel } from './panel';

function DownloadData() {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const data = await exportAccount();
      saveJsonFile(data, `shopwright-data-${data.exported_at.slice(0, 10)}.json`);
      toast.success(ACCOUNT_COPY.dataDownloaded);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Panel
      title="Download your data"
      description="Everything we hold about you (profile, addresses, cart, wishlist, newsletter, support requests) as one JSON file."
    >
      <Button variant="secondary" loading={pending} onClick={() => void download()}>
        {!pending && <Icon node={Download} className="h-4 w-4" />}
        Download my data
      </Button>
    </Panel>
  );
}

/** The user's rights over their data: a copy of it, and deleting the account. */
export function PrivacySection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DownloadData />
      <Panel
        title="Delete your account"
        tone="danger"
        description="Deletes your account and personal data for good and signs you out on every device."
      >
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Icon node={Trash2} className="h-4 w-4" /> Delete my account
        </Button>
      </Panel>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
