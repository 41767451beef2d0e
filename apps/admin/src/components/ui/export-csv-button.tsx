import { useState } from 'react';
import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from './button';

interface ExportCsvButtonProps {
  onExport: () => Promise<void>;
  /** The toast once the file is downloaded. */
  done: string;
  label?: string;
  disabled?: boolean;
}

/** Downloads a CSV export, with a toast saying how it went. */
export function ExportCsvButton({ onExport, done, label = 'Export CSV', disabled }: ExportCsvButtonProps) {
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      await onExport();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="secondary" loading={pending} disabled={disabled} onClick={() => void run()}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
