import { useSearchParams } from 'react-router';
import type { TaxInterval } from '../features/reports/api/reports';
import { TaxReportPanel } from '../features/reports/components/tax-report-panel';
import { useReportContext } from './reports-layout';

/** `/admin/reports/taxes`: taxable amount and tax by period, destination country and rate (an OSS return); `?interval=month` for months. */
export function TaxReportPage() {
  const [params, setParams] = useSearchParams();
  const interval: TaxInterval = params.get('interval') === 'month' ? 'month' : 'quarter';
  const choose = (next: TaxInterval) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'quarter') updated.delete('interval');
        else updated.set('interval', next);
        return updated;
      },
      { replace: true },
    );
  return <TaxReportPanel {...useReportContext()} interval={interval} onInterval={choose} />;
}

export { TaxReportPage as Component };
