import { ADMIN_NEWSLETTER_MESSAGES as M } from '@shopwright/shared/admin';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { downloadSubscribersCsv } from '../api/export-subscribers';

/** Downloads confirmed and pending subscribers as a CSV file. */
export const ExportSubscribersButton = () => <ExportCsvButton onExport={downloadSubscribersCsv} done={M.exported} />;
