/* Japanese of ./en.ts. */
import type { MarketsKey } from './en';

export const MARKETS_JA: Record<MarketsKey, string> = {
  'market.picker': '国と言語',
  'market.current': '{market} · {language} · {currency}',
  'market.choose': '国・地域と言語を選択してください',
  'market.option': '{market}：{language}（{currency}）',
  'market.suggest': '{market}からご購入ですか？{currency}での価格と{language}のページをご覧いただけます。',
  'market.suggestGo': '{market}へ移動',
  'market.suggestStay': 'このまま続ける',
};
