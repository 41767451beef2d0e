import { iso31662 } from 'iso-3166';

/**
 * ISO 3166-2 subdivisions by country: the code without its prefix (`NY`), and each name in
 * lower case pointing to that code, so an address typed as "New York" or "ny" matches a zone
 * member `{country: US, region: NY}`.
 */
const byCountry = new Map<string, Map<string, string>>();
for (const entry of iso31662) {
  const [country, code] = entry.code.split('-') as [string, string];
  let names = byCountry.get(country);
  if (!names) byCountry.set(country, (names = new Map()));
  names.set(code.toLowerCase(), code);
  if (!names.has(entry.name.toLowerCase())) names.set(entry.name.toLowerCase(), code);
}

/** Whether `region` (a code without prefix) is one of the country's subdivisions. */
export const isRegionOf = (country: string, region: string) => byCountry.get(country)?.get(region.toLowerCase()) === region.toUpperCase();

/** An address's region as a subdivision code, or null when it names none of the country's. */
export function regionCode(country: string, region: string | null | undefined): string | null {
  if (!region) return null;
  const names = byCountry.get(country);
  const key = region.trim().toLowerCase();
  return names?.get(key) ?? names?.get(key.replace(/^[a-z]{2}-/, '')) ?? null;
}
