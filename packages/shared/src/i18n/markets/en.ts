/* The storefront's texts of markets (issue 27): the picker in the footer and the mobile menu, and the suggestion for a visitor from another market. */
export const MARKETS_EN = {
  'market.picker': 'Country and language',
  'market.current': '{market} · {language} · {currency}',
  'market.choose': 'Choose your country or region and language',
  'market.option': '{market}: {language} ({currency})',
  'market.suggest': 'Shopping from {market}? See prices in {currency} and pages in {language}.',
  'market.suggestGo': 'Go to {market}',
  'market.suggestStay': 'Stay here',
};
export type MarketsKey = keyof typeof MARKETS_EN;
