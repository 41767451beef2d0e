import { useState } from 'react';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_NEWSLETTER_MESSAGES as M } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { downloadSubscribersCsv } from '../api/export-subscribers';

/** Downloads confirmed and pending subscribers as a CSV file. */
export function ExportSubscribersButton() {
  const [pending, setPending] = useState(false);
  async function exportCsv() {
    setPending(true);
    try {
      await downloadSubscribersCsv();
      toast.success(M.exported);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="secondary" loading={pending} onClick={() => void exportCsv()}>
      <Download className="h-4 w-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
