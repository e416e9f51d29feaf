'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SEED_AUTHOR } from '@/lib/seed/author';
import { useEffect, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import styles from '@/builder/workspace/styles.module.css';
import { ClosablePanel } from './ClosablePanel';
import type { PageVersionSummary } from '@/lib/editor/versions';
import { VersionCompare } from '@/builder/versions/VersionCompare.client';
import { formatDateTime } from '@/lib/format';
import { ReviewHistory } from '@/builder/review/ReviewHistory.client';

/** Published versions (who, when) with restore-into-draft, any two compared (a version against the draft first), and the approval history. */
export function VersionsPanel({ pageId, onClose, onRestored }: { pageId: number; onClose: () => void; onRestored: () => void }) {
  const t = useTranslations('editor.versions');
  const locale = useLocale() === 'en' ? 'en' : 'fr';
  const [versions, setVersions] = useState<PageVersionSummary[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);

  useEffect(() => {
    void callEditorApi<{ versions: PageVersionSummary[] }>('GET', `/api/editor/pages/${pageId}/versions`).then((answer) => {
      if (answer.ok) setVersions(answer.body.versions);
      else setMessage(answer.body.message ?? String(answer.status));
    });
  }, [pageId]);

  const restore = async (version: number) => {
    if (!window.confirm(t('restore-confirm', { version }))) return;
    const answer = await callEditorApi('POST', `/api/editor/pages/${pageId}/restore`, { version });
    if (!answer.ok) return setMessage(answer.body.message ?? String(answer.status));
    setMessage(t('restored', { version }));
    onRestored();
  };

  return (
    <ClosablePanel id="versions" heading={t('heading')} onClose={onClose}>
      {message ? <p role="status">{message}</p> : null}
      {versions && versions.length === 0 ? <p>{t('empty')}</p> : null}
      <ul>
        {(versions ?? []).map((version) => {
          const date = formatDateTime(version.createdAt, locale);
          return (
            <li key={version.version}>
              <strong>{t('item', { version: version.version })}</strong>
              <span className={styles.muted}>
                {version.createdBy === SEED_AUTHOR ? t('by-seed', { date }) : version.createdBy ? t('by', { date, name: version.createdBy }) : t('by-unknown', { date })} · {t('blocks', { count: version.blockCount })}
              </span>
              <span>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-pressed={comparing === version.version}
                  aria-label={t('compare-this-label', { version: version.version })}
                  onClick={() => setComparing(version.version)}
                >
                  {t('compare-this')}
                </button>{' '}
                <button type="button" className="btn btn--secondary btn--small" onClick={() => void restore(version.version)}>
                  {t('restore')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {comparing !== null && versions ? (
        <VersionCompare
          key={comparing}
          endpoint={`/api/editor/pages/${pageId}/versions/compare`}
          previewPath={`/qa/pages/${pageId}/versions/preview`}
          options={versions.map((version) => ({ value: version.version, label: t('item', { version: version.version }) }))}
          initialFrom={comparing}
        />
      ) : null}
      <ReviewHistory endpoint={`/api/editor/pages/${pageId}/review`} />
    </ClosablePanel>
  );
}
