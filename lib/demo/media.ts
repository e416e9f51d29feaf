/** A demo picture: one file for both languages, described in each. */
export function demoMedia(url: string, fr: string, en: string) {
  return { fr: { url, alt: fr }, en: { url, alt: en } };
}
