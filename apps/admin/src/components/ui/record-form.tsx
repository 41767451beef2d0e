import { Link } from 'react-router';
import type { FieldErrors } from '../../lib/form-errors';
import { Button, buttonClass } from './button';
import { Input } from './field';

const tall = 'min-h-11';

interface NameCodeFieldsProps {
  values: { name: string; code: string };
  errors: FieldErrors;
  set: (field: 'name' | 'code', value: string) => void;
  /** An edited record keeps its code: the field is read-only. */
  editing: boolean;
  nameHint: string;
  /** What the code is for, when editing; how to write one, when creating. */
  codeHint: string;
}

/** A record's name and its code (lowercased as typed, fixed once made), as the first fields of its form. */
export function NameCodeFields({ values, errors, set, editing, nameHint, codeHint }: NameCodeFieldsProps) {
  return (
    <>
      <Input
        label="Name"
        hint={nameHint}
        className={tall}
        maxLength={100}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <Input
        label="Code"
        hint={codeHint}
        className={`${tall} font-mono read-only:bg-surface read-only:text-muted`}
        maxLength={40}
        autoComplete="off"
        readOnly={editing}
        value={values.code}
        onChange={(e) => set('code', e.target.value.toLowerCase())}
        error={errors.code}
      />
    </>
  );
}

/** A page form's last row: Cancel (back to `cancelTo`) and the submit button. */
export function FormActions({ cancelTo, pending, submitLabel }: { cancelTo: string; pending: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <Link to={cancelTo} className={buttonClass('secondary', 'md', tall)}>
        Cancel
      </Link>
      <Button type="submit" className={tall} loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
