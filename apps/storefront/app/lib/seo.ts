/** Title, description, canonical URL and Open Graph tags for a page. */
export function pageMeta({ title, description, path }: { title: string; description: string; path?: string }) {
  const tags: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
  if (path) tags.push({ tagName: 'link', rel: 'canonical', href: path });
  return tags;
}
