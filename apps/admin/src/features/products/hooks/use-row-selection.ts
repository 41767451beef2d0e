import { useCallback, useMemo, useState } from 'react';

/**
 * Rows chosen in a table page. Only the ids still shown count, so a new page, filter or search
 * never acts on rows the admin can no longer see.
 */
export function useRowSelection(visibleIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => visibleIds.filter((id) => chosen.has(id)), [visibleIds, chosen]);
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback((on: boolean) => setChosen(on ? new Set(visibleIds) : new Set()), [visibleIds]);
  const clear = useCallback(() => setChosen(new Set()), []);
  const allSelected = visibleIds.length > 0 && selected.length === visibleIds.length;
  return {
    selected,
    isSelected: (id: number) => chosen.has(id),
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
  };
}
