/** The honeypot input's value (see Honeypot.tsx), read from the page at submit time. */
export function honeypotValue(id: string): string {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : '';
}
