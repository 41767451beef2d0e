import { useEffect, useState } from 'react';
import { Lightbulb } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { LOADING_TIP_ROTATION_MS } from '@shopwright/shared/constants';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { LOADING_TIPS } from './loading-tips';
import { useT } from '../../lib/i18n';

/** The full-screen loading page: a spinner and a shopping tip that changes every 2 s. */
export function LoadingPage({ overlay = false }: { overlay?: boolean }) {
  const [tip, setTip] = useState(0);
  const t = useT();
  useEffect(() => {
    const timer = setInterval(() => setTip((t) => (t + 1) % LOADING_TIPS.length), LOADING_TIP_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-6 px-6 text-center',
        overlay ? 'fixed inset-0 z-40 bg-white/95' : 'min-h-screen bg-white',
      )}
    >
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner size="lg" className="text-brand-600" />
        <p className="text-lg font-medium text-ink">{t('loading.text')}</p>
      </div>
      <p className="flex max-w-md items-start gap-2 text-sm text-muted" data-testid="loading-tip">
        <Icon node={Lightbulb} className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
        <span>
          <span className="font-medium text-ink">{t('loading.tip')}</span>
          {t(LOADING_TIPS[tip]!)}
        </span>
      </p>
    </div>
  );
}
