/**
 * The list with one item moved by `offset` places (-1: up, 1: down); the same list when
 * the move would leave its bounds. For reorderable rows that are not Puck array items.
 */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length || offset === 0) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
