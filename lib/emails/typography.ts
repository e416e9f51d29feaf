import type { Locale } from '@/lib/i18n/locales';

/** U+202F: the narrow no-break space French typography puts before « : ; ? ! » and inside « ». */
export const NNBSP = '\u202f';

/**
 * French typography for text a person reads in an e-mail (both parts): a narrow no-break
 * space before « : ; ? ! » and inside guillemets, so « Nouvelle inscription : 745 000 $ »
 * never breaks before its colon. English text is returned as is. Only punctuation followed by
 * a space or the end of the text is touched, so a URL (https://…) or a time keeps its colon.
 */
export function frenchTypography(text: string, locale: Locale): string {
  if (locale !== 'fr') return text;
  return text
    .replace(/[ \u00a0\u202f]*([:;?!])(?=\s|$)/g, (match, mark: string, offset: number) => (offset === 0 ? mark : `${NNBSP}${mark}`))
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`);
}

/** « label : » in French, "label:" in English: the text part's "label: value" lines. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${frenchTypography(`${label}:`, locale)} ${value}`;
}
