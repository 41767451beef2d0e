/* German (formal "Sie") of ./en.ts. */
import type { MarketsKey } from './en';

export const MARKETS_DE: Record<MarketsKey, string> = {
  'market.picker': 'Land und Sprache',
  'market.current': '{market} · {language} · {currency}',
  'market.choose': 'Wählen Sie Ihr Land oder Ihre Region und Ihre Sprache',
  'market.option': '{market}: {language} ({currency})',
  'market.suggest': 'Kaufen Sie aus {market} ein? Sehen Sie Preise in {currency} und Seiten auf {language}.',
  'market.suggestGo': 'Zu {market} wechseln',
  'market.suggestStay': 'Hier bleiben',
};
