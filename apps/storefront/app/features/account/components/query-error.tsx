import { errorMessage } from '@shopwright/shared/http';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** A failed read: what went wrong and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <Banner message={{ kind: 'error', text: errorMessage(error) }} />
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
