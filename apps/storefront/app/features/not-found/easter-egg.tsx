import { useEffect, useRef, useState } from 'react';
import { PartyPopper } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { Confetti, CONFETTI_MS } from './confetti';
import { useT } from '../../lib/i18n';

const MESSAGES = ['notFound.egg1', 'notFound.egg2', 'notFound.egg3'] as const;

/** A small surprise: emoji confetti, or just the message when reduced motion is preferred. */
export function EasterEgg() {
  const [found, setFound] = useState(0);
  const t = useT();
  const [raining, setRaining] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const celebrate = () => {
    setFound((n) => n + 1);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    clearTimeout(timer.current);
    setRaining(true);
    timer.current = setTimeout(() => setRaining(false), CONFETTI_MS);
  };

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <button
        type="button"
        onClick={celebrate}
        className="inline-flex items-center gap-2 rounded-full border border-dashed border-line px-4 py-2 text-sm text-muted transition-colors duration-150 hover:border-brand-600 hover:text-brand-700"
      >
        <Icon node={PartyPopper} className="h-4 w-4" />
        {t('notFound.eggButton')}
      </button>
      <p role="status" className="min-h-6 text-sm text-ink">
        {found > 0 && (
          <>
            <span aria-hidden="true">🎉 </span>
            {t(MESSAGES[Math.min(found, MESSAGES.length) - 1]!)}
          </>
        )}
      </p>
      {raining && <Confetti key={found} />}
    </div>
  );
}
