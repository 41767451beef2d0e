import type { Generated, Selectable } from 'kysely';
import type { NewsletterStatus } from '@shopwright/shared/newsletter';

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  status: NewsletterStatus;
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  /**
   * Kept in clear, unlike other tokens: every newsletter mail must carry the link, and it can
   * do nothing but unsubscribe.
   */
  unsubscribe_token: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
}

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;
