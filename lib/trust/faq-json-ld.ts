/** schema.org FAQPage of a Q&A block: what search engines read for FAQ rich results. */
export interface FaqEntry {
  question: string;
  /** HTML of the answer (an editor's rich text). */
  answer: string;
}

/** Answers go out as text: tags dropped, entities of the rich text editor decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function faqJsonLd(entries: FaqEntry[]): Record<string, unknown> | null {
  const main = entries
    .map((e) => ({ question: e.question.trim(), answer: htmlToText(e.answer) }))
    .filter((e) => e.question && e.answer);
  if (main.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: main.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** JSON for a <script> element: '<' escaped so an answer cannot close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
