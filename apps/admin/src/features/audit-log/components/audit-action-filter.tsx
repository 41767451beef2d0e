import { Select } from '../../../components/ui/field';

interface AuditActionFilterProps {
  actions: string[];
  value: string;
  onChange: (action: string) => void;
}

/** Narrows the log to one action; the choices are the actions that occur in it. */
export function AuditActionFilter({ actions, value, onChange }: AuditActionFilterProps) {
  const options = [{ value: '', label: 'All actions' }, ...actions.map((a) => ({ value: a, label: a }))];
  if (value && !actions.includes(value)) options.push({ value, label: value });
  return (
    <div className="w-full max-w-xs">
      <Select label="Action" options={options} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
