import type { NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { jsonError } from '@/lib/http/responses';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import type { BlockIssue } from './validate-blocks';

/**
 * A refused publish of the page or site (French first, the person in charge) as one sentence
 * in the editor's language, for the forms that show a single message (an article's details
 * saved as published). The publish panels word each problem themselves (BlockIssuesList).
 */
export function publishRefusalText(problems: readonly BlockIssue[], locale: Locale): string {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'editor.workspace' });
  const sentences = problems.flatMap((p) =>
    p.issues.map((issue) => {
      const block = p.label && p.position ? `${t('block-issue-named', { label: p.label[locale], position: p.position })}${locale === 'fr' ? ' : ' : ': '}` : '';
      return block + sentence(issue);
    }),
  );
  function sentence(issue: BlockIssue['issues'][number]): string {
    const problem = issue.problem;
    if (problem?.kind === 'privacy_officer_missing') return t.markup('privacy-officer-missing', { link: (chunks) => `${chunks} (${problem.settings[locale]})` });
    if (problem?.kind === 'mentions_missing') {
      const link = (chunks: string) => `${chunks} (${problem.fix})`;
      const what = t(`mentions-field-${problem.field}`);
      return problem.member === null ? t.markup('mentions-missing-site', { what, link }) : t.markup('mentions-missing-member', { what, member: problem.member, link });
    }
    if (problem?.kind === 'photo_expired') return t.markup('photo-expired', { member: problem.member, taken: problem.taken ?? t('photo-undated'), link: (chunks) => `${chunks} (${problem.fix})` });
    if (problem?.kind === 'figure_source_missing') return t(problem.missing === 'source' ? 'figure-source-missing' : 'figure-date-missing', { item: problem.item });
    if (problem?.kind === 'testimonial_consent_missing') {
      const what = t(problem.missing === 'consent_date' ? 'testimonial-consent-date' : 'testimonial-consent-method');
      return t('testimonial-consent-missing', { item: problem.item, what });
    }
    if (problem?.kind === 'french_version_missing') {
      const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).format(problem.parts.map((part) => t(`french-part-${part}`)));
      return t('french-version-missing', { parts });
    }
    return issue.message;
  }
  const text = sentences.join(locale === 'fr' ? ' ; ' : '; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 422 invalid_blocks with the problems (for the publish panels) and the sentence (for the forms), in the editor's language. */
export function publishRefused(request: NextRequest, problems: BlockIssue[]): Response {
  const locale = resolveQaLocale(undefined, request.cookies.get(LOCALE_COOKIE)?.value);
  return jsonError(422, 'invalid_blocks', publishRefusalText(problems, locale), { problems });
}
