import { Fragment } from 'react';

/**
 * An e-mail address that wraps, in a narrow column, before the `@` and after each dot rather
 * than at any letter (`overflow-wrap: anywhere` stays as the last resort for a very long part).
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className ?? ''}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
