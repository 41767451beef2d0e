import { useId, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_PRODUCT_MESSAGES as M, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED, PRODUCT_LIMITS } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { importErrorsOf, useImportProducts } from '../api/products-csv';

/** At most this many problems are listed; the count says how many there are in all. */
const SHOWN_ERRORS = 50;

/** Opens a dialog to import products from a CSV: all rows or none, with each bad row's problem by line. */
export function ImportProductsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        Import CSV
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Import products"
        description={
          <>
            A CSV with the columns of the export ({PRODUCT_CSV_COLUMNS.join(', ')}); {PRODUCT_CSV_REQUIRED.join(', ')} are required. One row
            per variant: the product columns repeat on each row of a product, and a row whose SKU exists updates that variant; the others
            are created. If any row has a problem, nothing is imported.
          </>
        }
      >
        <ImportForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importer = useImportProducts();
  const lineErrors = importErrorsOf(importer.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV file first.');
    if (file.size > PRODUCT_LIMITS.importBytes) return setProblem(M.importTooLarge);
    setProblem(null);
    importer.mutate(file, {
      onSuccess: (result) => {
        toast.success(M.imported(result.created, result.updated));
        onDone();
      },
      onError: (error) => {
        if (!importErrorsOf(error)) toast.error(errorMessage(error));
      },
    });
  }

  const failure = problem ?? (importer.error ? errorMessage(importer.error) : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblem(null);
            importer.reset();
          }}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-surface"
        />
      </div>
      {failure && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="font-medium">{failure}</p>
          {lineErrors && lineErrors.length > 0 && (
            <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto" aria-label="Problems by line">
              {lineErrors.slice(0, SHOWN_ERRORS).map((e, i) => (
                <li key={i}>
                  <span className="font-medium">Line {e.line}</span>
                  {e.field ? ` · ${e.field}` : ''}: {e.message}
                </li>
              ))}
              {lineErrors.length > SHOWN_ERRORS && <li>…and {lineErrors.length - SHOWN_ERRORS} more.</li>}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={importer.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={importer.isPending}>
          Import
        </Button>
      </div>
    </form>
  );
}
