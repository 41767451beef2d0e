import type { ReactNode } from 'react';
import { Icon, type IconNode } from './icon';

/** An icon, one sentence, one action (DESIGN.md). */
export function EmptyState({ icon, title, text, action }: { icon: IconNode; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon node={icon} className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
