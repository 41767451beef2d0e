import { useState } from 'react';
import toast from '../../../lib/toast';
import { Download, Trash2 } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { exportAccount } from '../api/profile';
import { saveJsonFile } from '../download-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Panel } from './panel';
import { useT } from '../../../lib/i18n';

function DownloadData() {
  const [pending, setPending] = useState(false);
  const t = useT();
  const download = async () => {
    setPending(true);
    try {
      const data = await exportAccount();
      saveJsonFile(data, `shopwright-data-${data.exported_at.slice(0, 10)}.json`);
      toast.success(t('account.dataDownloaded'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Panel title={t('privacy.downloadTitle')} description={t('privacy.downloadDescription')}>
      <Button variant="secondary" loading={pending} onClick={() => void download()}>
        {!pending && <Icon node={Download} className="h-4 w-4" />}
        {t('privacy.download')}
      </Button>
    </Panel>
  );
}

/** The user's rights over their data: a copy of it, and deleting the account. */
export function PrivacySection() {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  return (
    <>
      <DownloadData />
      <Panel title={t('privacy.deleteTitle')} tone="danger" description={t('privacy.deleteDescription')}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Icon node={Trash2} className="h-4 w-4" /> {t('deleteAccount.submit')}
        </Button>
      </Panel>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
