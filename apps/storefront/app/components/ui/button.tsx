import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useUntilHydrated } from '../../lib/use-hydrated';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Component classes in app.css: a button's long utility list is written once there, not in every button's markup. */
const VARIANTS: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** A loading button is disabled and shows a spinner, so a pending action cannot be sent twice. */
  loading?: boolean;
}

export function buttonClass(variant: Variant = 'primary', extra?: string) {
  return cn('btn', VARIANTS[variant], extra);
}

export function Button({ variant = 'primary', loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  // Until the page is hydrated a click would be lost: the button says it is not ready yet
  // (aria-disabled keeps its look, so the server-rendered page does not flash).
  const gate = useUntilHydrated<HTMLButtonElement>();
  return (
    <button
      ref={gate.ref}
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={gate.pending && !disabled && !loading ? true : undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
