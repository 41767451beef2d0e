import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductDetail } from '@shopwright/shared/catalog';
import { choiceFromParams, paramsForChoice } from './variant-choice';

/**
 * The colour and size chosen on a product page. They live in the address (`?color=…&size=…`),
 * so the server renders a shared link as chosen and a reload keeps the choice; a change replaces
 * the history entry (Back leaves the page) and does not load the product again (see the route's
 * `shouldRevalidate`).
 */
export function useVariantChoice(product: Pick<ProductDetail, 'colors' | 'available_sizes' | 'variants'>) {
  const [params, setParams] = useSearchParams();
  const choice = useMemo(() => choiceFromParams(product, params), [product, params]);
  const choose = useCallback(
    (next: { color?: string | null; size?: string | null }) => {
      const color = next.color === undefined ? choice.color : next.color;
      const size = next.size === undefined ? choice.size : next.size;
      setParams((current) => paramsForChoice(current, color, size), { replace: true, preventScrollReset: true });
    },
    [choice.color, choice.size, setParams],
  );
  return { choice, choose };
}
