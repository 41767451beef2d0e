type RouteMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The shop's origin (and the market's path) from the root route's data (search engines want an absolute canonical URL). */
export function originOf(matches: ReadonlyArray<RouteMatch> | undefined): string {
  const root = matches?.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { origin?: string; basename?: string } | undefined;
  // A page in a market is canonical under its market's path (`/de/products/12`).
  return `${data?.origin ?? ''}${data?.basename ?? ''}`;
}

/** Title, description, canonical URL (absolute when `matches` holds the root data) and Open Graph tags for a page. */
export function pageMeta({
  title,
  description,
  path,
  matches,
}: {
  title: string;
  description: string;
  path?: string;
  matches?: ReadonlyArray<RouteMatch>;
}) {
  const tags: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
  if (path) tags.push({ tagName: 'link', rel: 'canonical', href: `${originOf(matches)}${path}` });
  return tags;
}
