import { Construction } from 'lucide-react';
import { PageHeader } from '../components/page-header';

/** A section whose pages are still being built: says so, and offers nothing that would not work. */
export function SectionPending({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line bg-white px-6 py-16 text-center">
        <Construction className="h-8 w-8 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">This section is being set up.</p>
      </div>
    </>
  );
}
