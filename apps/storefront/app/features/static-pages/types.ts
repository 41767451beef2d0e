/** One piece of a static page's content. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'faq'; items: Array<{ q: string; a: string }> }
  | { kind: 'links'; items: Array<{ to: string; label: string; description?: string }> }
  | { kind: 'contact' };

export interface PageSection {
  heading: string;
  blocks: Block[];
}

export interface StaticPage {
  title: string;
  /** The meta description and the lead paragraph under the title. */
  description: string;
  /** Shown on legal pages. */
  updated?: string;
  sections: PageSection[];
}

/** What the content may mention: the shop's name and contact details, and shipping terms when configured. */
export interface PageContext {
  shopName: string;
  email: string;
  phone: string;
  address: string;
  /** Formatted amounts, e.g. "$4.99"; missing when the settings do not say. */
  standardShippingRate?: string;
  expressShippingRate?: string;
  /** Standard shipping is free from this subtotal; null when the shop offers no free shipping. */
  freeShippingFrom?: string | null;
}

export type PageBuilder = (ctx: PageContext) => StaticPage;
