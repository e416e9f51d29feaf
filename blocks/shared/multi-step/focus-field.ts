/**
 * Focuses the input of a field by its id: the element itself when it is a control, else
 * the first enabled control inside it (a fieldset of radios, the municipality picker).
 * Returns false when the field is not on screen (a server error about another step).
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const control = element.matches('input, select, textarea')
    ? element
    : element.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])');
  const target = control ?? element;
  target.focus();
  return document.activeElement === target;
}
