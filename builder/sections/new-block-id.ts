/** A block id unique enough within a page (randomUUID needs a secure context, so fall back). */
export function newBlockId(type: string): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `${type}-${Date.now().toString(36)}-${random}`;
}
