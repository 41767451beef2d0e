/* French ("vous") of ./en.ts. */
import type { MarketsKey } from './en';

export const MARKETS_FR: Record<MarketsKey, string> = {
  'market.picker': 'Pays et langue',
  'market.current': '{market} · {language} · {currency}',
  'market.choose': 'Choisissez votre pays ou région et votre langue',
  'market.option': '{market} : {language} ({currency})',
  'market.suggest': 'Vous achetez depuis {market} ? Voyez les prix en {currency} et les pages en {language}.',
  'market.suggestGo': 'Aller sur {market}',
  'market.suggestStay': 'Rester ici',
};
