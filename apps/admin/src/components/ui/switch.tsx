import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  /** What turning it on does. */
  hint?: ReactNode;
}

/** An on/off setting: a checkbox drawn as a switch; the whole row (44 px high) toggles it. */
export function Switch({ label, hint, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-500 transition-colors duration-150 ease-out before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-150 checked:bg-brand-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-50"
          {...rest}
        />
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-muted sm:pl-14">
          {hint}
        </p>
      )}
    </div>
  );
}
