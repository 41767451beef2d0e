import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A checkbox whose whole row (box and label) is a 44 px touch target, with an optional line of explanation under it. */
export function CheckRow({ label, hint, id, ...rest }: CheckRowProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
        <input
          id={inputId}
          type="checkbox"
          className="h-5 w-5 shrink-0 rounded border-line accent-brand-600"
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          {...rest}
        />
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="pl-8 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
