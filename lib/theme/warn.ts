/** Developer warnings of spec 000 section 8 (never shown to visitors). */
export function themeWarning(message: string): void {
  console.warn(`[theme] ${message}`);
}
