'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { VersionComparison } from '@/builder/versions/VersionComparison';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import shell from '@/builder/shell/styles.module.css';
import { pick, type Locale } from '@/lib/i18n/locales';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import type { QueueEntry } from '@/lib/review/queue';
import styles from './queue.module.css';

type Outcome = { ok: boolean; text: string; problems?: BlockIssue[] };

/**
 * The review queue: one card per submission with the comparison against the online version
 * (the versions panel's own view), the publish checks on the submitted version, and the
 * decision. A decided card leaves the list; its outcome stays as a status line.
 */
export function ReviewQueue({ entries, viewerId }: { entries: QueueEntry[]; viewerId: number }) {
  const t = useTranslations('editor.review.queue');
  const [open, setOpen] = useState(entries);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <>
      <div aria-live="polite">
        {outcome ? (
          <div role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.done : shell.error}>
            <p>{outcome.text}</p>
            {outcome.problems ? <BlockIssuesList problems={outcome.problems} /> : null}
          </div>
        ) : null}
      </div>
      {open.length === 0 ? <p data-testid="review-empty">{t('empty')}</p> : null}
      <ol className={styles.list}>
        {open.map((entry) => (
          <SubmissionCard
            key={entry.submission.id}
            entry={entry}
            own={entry.submission.actorId === viewerId}
            onDecided={(result) => {
              setOutcome(result);
              if (result.ok) setOpen((list) => list.filter((e) => e.submission.id !== entry.submission.id));
            }}
          />
        ))}
      </ol>
    </>
  );
}

function SubmissionCard({ entry, own, onDecided }: { entry: QueueEntry; own: boolean; onDecided: (outcome: Outcome) => void }) {
  const t = useTranslations('editor.review.queue');
  const tv = useTranslations('editor.versions');
  const locale = (useLocale() === 'en' ? 'en' : 'fr') as Locale;
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { submission } = entry;
  const id = `submission-${submission.id}`;
  const title = pick(entry.title, locale) ?? `#${submission.itemId}`;
  // A listing (or its sale) has no draft nor separate version online: the listing as it stands is what visitors see.
  // A sale's submission changes no version of the listing, so it has no side-by-side preview.
  const previewBase = submission.kind === 'sale' ? null : `/qa/${submission.kind}s/${submission.itemId}/versions/preview`;
  const online = submission.kind === 'listing' ? 'current' : 'live';
  const href =
    { page: `/qa/pages/${submission.itemId}/edit`, article: `/qa/articles/${submission.itemId}`, listing: `/qa/listings/${submission.itemId}`, sale: `/qa/listings/${submission.itemId}` }[submission.kind] +
    `?lang=${locale}`;

  const decide = async (action: 'approve' | 'request_changes') => {
    setBusy(true);
    const answer = await callEditorApi<{ problems?: BlockIssue[] }>('POST', `/api/editor/review/${submission.id}`, { action, comment });
    setBusy(false);
    if (answer.ok) onDecided({ ok: true, text: `${title} — ${t(action === 'approve' ? 'approved' : 'changes-requested')}` });
    else onDecided({ ok: false, text: t('error', { message: answer.body.message ?? String(answer.status) }), problems: answer.body.problems });
  };

  return (
    <li className={styles.card} aria-labelledby={`${id}-title`} data-testid="submission">
      <h2 id={`${id}-title`} className={styles.title}>
        <span className={styles.kind}>{t(`kind-${submission.kind}`)}</span> {title}
      </h2>
      <p className={shell.muted}>
        {t('submitted-by', { name: submission.actorName, date: formatDateTime(submission.at, locale) })} ·{' '}
        <a href={href}>{t('open')}</a>
      </p>
      <section aria-labelledby={`${id}-changes`}>
        <h3 id={`${id}-changes`}>{t('changes')}</h3>
        {previewBase ? (
          <p>
            <a href={`${previewBase}?from=${online}&to=submission-${submission.id}&content=${locale}&lang=${locale}`} title={tv('preview-open-label')} data-testid="review-preview-link">
              {tv('preview-open')}
            </a>
          </p>
        ) : null}
        <VersionComparison comparison={entry.comparison} />
      </section>
      <section aria-labelledby={`${id}-checks`}>
        <h3 id={`${id}-checks`}>{t('checks')}</h3>
        {entry.problems.length === 0 ? (
          <p className={styles.pass}>{t('checks-ok')}</p>
        ) : (
          <div className={shell.error}>
            <p>{t('checks-failed', { count: entry.problems.reduce((n, p) => n + p.issues.length, 0) })}</p>
            <BlockIssuesList problems={entry.problems} />
          </div>
        )}
      </section>
      {own ? null : (
        <form className={styles.decision} onSubmit={(event) => event.preventDefault()}>
          <label className={shell.field} htmlFor={`${id}-comment`}>
            {t('comment')}
            <textarea id={`${id}-comment`} className={shell.input} rows={3} maxLength={2000} value={comment} aria-describedby={`${id}-hint`} onChange={(e) => setComment(e.target.value)} />
          </label>
          <p id={`${id}-hint`} className={shell.muted}>
            {t('comment-hint')}
          </p>
          <div className={styles.buttons}>
            <button type="button" className="btn btn--primary" disabled={busy || entry.problems.length > 0} onClick={() => void decide('approve')}>
              {t('approve')}
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void decide('request_changes')}>
              {t('request-changes')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
