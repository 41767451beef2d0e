import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

/** What a row's remove button needs: drop the row, and whether it may (the last row stays). */
export interface RemoveRow {
  onClick: () => void;
  disabled: boolean;
}

interface RowsEditorProps<T> {
  rows: T[];
  /** What the rows mean and how they are read, above them. */
  intro: ReactNode;
  /** The error about the rows as a whole, such as none or too many. */
  error?: string;
  /** A new row, added by the button under the rows. */
  blank: T;
  /** The most rows there may be: the add button is disabled from there. */
  max: number;
  addLabel: string;
  onChange: (rows: T[]) => void;
  /** One row's fieldset; `remove` goes to its RemoveRowButton. */
  children: (row: T, index: number, remove: RemoveRow) => ReactNode;
}

/** An editable list of rows of fields (rates, zone members): the intro, the list's error, the rows, and a button to add one. */
export function RowsEditor<T>({ rows, intro, error, blank, max, addLabel, onChange, children }: RowsEditorProps<T>) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{intro}</p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li key={i}>{children(row, i, { onClick: () => onChange(rows.filter((_, j) => j !== i)), disabled: rows.length === 1 })}</li>
        ))}
      </ol>
      <Button variant="secondary" className="min-h-11" disabled={rows.length >= max} onClick={() => onChange([...rows, blank])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** A row's red bin button; `label` names the row ("Remove rate 2"), `children` may add visible text. */
export function RemoveRowButton({
  label,
  remove,
  size,
  className,
  children,
}: {
  label: string;
  remove: RemoveRow;
  size?: ButtonProps['size'];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Button variant="ghost" size={size} className={cn(className, 'min-h-11 min-w-11 px-2 text-red-600')} aria-label={label} {...remove}>
      <Trash2 className="h-4 w-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
