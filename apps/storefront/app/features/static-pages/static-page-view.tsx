import { Link } from '../../components/ui/link';
import { PageBlock } from './page-blocks';
import type { PageContext, StaticPage } from './types';
import { useT } from '../../lib/i18n';

/** `section-our-story`: the prefix keeps section ids apart from the layout's own ids. */
// Headings in scripts without Latin letters (Japanese) give no slug: their section's number stands in.
const anchor = (heading: string, index: number) =>
  `section-${
    heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || index + 1
  }`;

/** Lists the sections of a longer page, so readers can jump to what they need. */
function Contents({ page }: { page: StaticPage }) {
  const t = useT();
  return (
    <nav aria-labelledby="page-contents" className="rounded-xl border border-line bg-surface p-5 lg:sticky lg:top-24">
      <h2 id="page-contents" className="text-sm font-semibold text-ink">
        {t('staticPage.onThisPage')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {page.sections.map((s, i) => (
          <li key={s.heading}>
            <a href={`#${anchor(s.heading, i)}`} className="rounded text-muted hover:text-ink">
              {s.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A static page: title, lead, optional contents and the sections. */
export function StaticPageView({ page, ctx }: { page: StaticPage; ctx: PageContext }) {
  const withContents = page.sections.length >= 4;
  const t = useT();
  return (
    <div className="container-page py-12 sm:py-16">
      <nav aria-label={t('common.breadcrumb')} className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="rounded hover:text-ink">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {page.title}
          </li>
        </ol>
      </nav>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-muted">{page.description}</p>
        {page.updated && <p className="mt-2 text-sm text-muted">{t('staticPage.updated', { date: page.updated })}</p>}
      </header>
      <div className={withContents ? 'mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]' : 'mt-10'}>
        {withContents && (
          <div>
            <Contents page={page} />
          </div>
        )}
        <div className="min-w-0 max-w-3xl space-y-12">
          {page.sections.map((section, i) => (
            <section
              key={section.heading}
              id={anchor(section.heading, i)}
              aria-labelledby={`${anchor(section.heading, i)}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${anchor(section.heading, i)}-title`} className="text-xl font-semibold tracking-tight">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, i) => (
                  <PageBlock key={i} block={block} ctx={ctx} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
