'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { fieldLabel } from '@/builder/config/labels';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import styles from './styles.module.css';

/**
 * The invalid blocks of a refused publish, each with what is wrong; with onSelect, each
 * block's name is a button that selects the block on the canvas.
 */
export function BlockIssuesList({ problems, onSelect }: { problems: readonly BlockIssue[]; onSelect?: (blockId: string) => void }) {
  const t = useTranslations('editor.workspace');
  const locale = useLocale() as Locale;
  const describe = (issue: BlockIssue['issues'][number]): ReactNode => {
    // Rule french_first: the field by its label (item numbers as the editor shows them).
    if (issue.problem?.kind === 'french_field_missing') {
      const field = issue.problem.field.map((part) => (typeof part === 'number' ? t('field-item', { item: part }) : fieldLabel(part, locale))).join(' › ');
      return t('french-field-missing', { field });
    }
    if (issue.problem?.kind === 'french_version_missing') {
      const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).format(issue.problem.parts.map((p) => t(`french-part-${p}`)));
      return t('french-version-missing', { parts });
    }
    // Rule privacy_officer: a link to the settings where that person is named.
    if (issue.problem?.kind === 'privacy_officer_missing') {
      const href = issue.problem.settings[locale];
      return t.rich('privacy-officer-missing', { link: (chunks) => <a href={href}>{chunks}</a> });
    }
    // Rule mentions: the site's or the member's missing data, with a link to the screen that fills it in.
    if (issue.problem?.kind === 'mentions_missing') {
      const { fix, member, field } = issue.problem;
      const what = t(`mentions-field-${field}`);
      const link = (chunks: ReactNode) => <a href={fix}>{chunks}</a>;
      return member === null ? t.rich('mentions-missing-site', { what, link }) : t.rich('mentions-missing-member', { what, member, link });
    }
    // Rule photo_recent: the member whose photo is too old, with a link to their record.
    if (issue.problem?.kind === 'photo_expired') {
      const { fix, member, taken } = issue.problem;
      return t.rich('photo-expired', { member, taken: taken ?? t('photo-undated'), link: (chunks) => <a href={fix}>{chunks}</a> });
    }
    // A library image without its alt text: named by its title, with the missing languages, in the workspace's language.
    if (issue.problem?.kind === 'media_alt_missing') {
      const languages = new Intl.ListFormat(locale, { type: 'conjunction' }).format(issue.problem.locales.map((l) => t(`alt-language-${l}`)));
      return t('media-alt-missing', { image: issue.problem.image, languages });
    }
    // A figure without its source or date (rule figure_source): which item, and what to add.
    if (issue.problem?.kind === 'figure_source_missing') {
      return t(issue.problem.missing === 'source' ? 'figure-source-missing' : 'figure-date-missing', { item: issue.problem.item });
    }
    // A testimonial without its client's consent (rule testimonial_consent): which item, and what to record.
    if (issue.problem?.kind === 'testimonial_consent_missing') {
      const what = t(issue.problem.missing === 'consent_date' ? 'testimonial-consent-date' : 'testimonial-consent-method');
      return t('testimonial-consent-missing', { item: issue.problem.item, what });
    }
    // A field the block's schema refuses: by its label, in the workspace's language (zod's message is English).
    if (issue.problem?.kind === 'field_invalid') {
      const field = issue.problem.field.map((part) => (typeof part === 'number' ? t('field-item', { item: part }) : fieldLabel(part, locale))).join(' › ');
      return field ? t('field-invalid', { field }) : t('block-invalid');
    }
    return `${issue.path || '-'} ${issue.message}`;
  };
  return (
    <ul className={styles.problems}>
      {problems.map((problem, index) => {
        const issues = problem.issues.map((issue, i) => <Fragment key={i}>{i > 0 ? '; ' : null}{describe(issue)}</Fragment>);
        // A problem of the whole page or site: no block to name or select.
        if (!problem.blockId) return <li key={`page-${index}`}>{issues}</li>;
        const name = problem.label && problem.position
          ? t('block-issue-named', { label: problem.label[locale], position: problem.position })
          : t('block-issue', { type: problem.type, id: problem.blockId });
        return (
          <li key={problem.blockId}>
            {onSelect ? (
              <button type="button" className={styles.problemLink} title={t('select-block')} onClick={() => onSelect(problem.blockId)}>
                {name}
              </button>
            ) : (
              name
            )}
            {': '}
            {issues}
          </li>
        );
      })}
    </ul>
  );
}
