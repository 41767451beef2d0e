import type { Generated, Selectable } from 'kysely';

/** A newsletter as it was sent, with how many confirmed subscribers it went to. */
export interface NewsletterCampaignsTable {
  id: Generated<number>;
  subject: string;
  text: string;
  recipients: number;
  sent_by: number | null;
  sent_at: string;
}

export interface NewsletterAdminTables {
  newsletter_campaigns: NewsletterCampaignsTable;
}

export type NewsletterCampaignRow = Selectable<NewsletterCampaignsTable>;
