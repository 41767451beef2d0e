import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button';

/** A token or secret shown this once, with a copy button: it cannot be read again later. */
export function SecretOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(value).catch(() => {});
    setCopied(true);
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">Copy it now and keep it somewhere safe. It is not shown again.</p>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">{label}</p>
        <code
          data-testid="secret-once"
          className="block break-all rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink"
        >
          {value}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" variant="secondary" onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button className="min-h-11" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
