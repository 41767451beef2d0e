import type { ReactNode } from 'react';

/** Title, subtitle and the divider ("Or continue with email") above the e-mail form. */
export function AuthHeader({ title, subtitle, divider }: { title: string; subtitle: ReactNode; divider: string }) {
  return (
    <div className="mb-6 text-center">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-1.5 text-sm text-muted">{subtitle}</p>
      <div className="mt-6 flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        <span>{divider}</span>
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
    </div>
  );
}
