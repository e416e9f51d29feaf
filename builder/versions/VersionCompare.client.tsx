'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { VersionComparison as Comparison } from '@/lib/editor/compare-versions';
import styles from './styles.module.css';
import { VersionComparison } from './VersionComparison';

export type VersionSide = number | 'draft';

/**
 * Two versions chosen (a kept version or the current draft) and their comparison from
 * `endpoint` (an editor API .../versions/compare). The pages' versions panel and the
 * article screen both use it; `from`/`to` start where the caller says (the version the
 * editor picked against the draft) and the editor can change either.
 */
export function VersionCompare({
  endpoint,
  previewPath,
  options,
  initialFrom,
  initialTo = 'draft',
  currentLabel,
  currentParam = 'draft',
}: {
  endpoint: string;
  /** The side-by-side preview of the same item (…/versions/preview): the two chosen versions rendered. */
  previewPath: string;
  options: { value: number; label: string }[];
  initialFrom: VersionSide;
  initialTo?: VersionSide;
  /** How the `draft` side is named where it is not a draft (an article without pending changes). */
  currentLabel?: string;
  /** How the endpoint and the preview name the `draft` side (a listing has no draft: `current`). */
  currentParam?: string;
}) {
  const t = useTranslations('editor.versions');
  const locale = useLocale() === 'en' ? 'en' : 'fr';
  const id = useId();
  const [from, setFrom] = useState<VersionSide>(initialFrom);
  const [to, setTo] = useState<VersionSide>(initialTo);
  const [result, setResult] = useState<{ key: string; comparison?: Comparison; error?: string } | null>(null);
  const key = `${from}:${to}`;
  const fromParam = from === 'draft' ? currentParam : String(from);
  const toParam = to === 'draft' ? currentParam : String(to);

  useEffect(() => {
    let current = true;
    void callEditorApi<{ comparison: Comparison }>('GET', `${endpoint}?from=${fromParam}&to=${toParam}`).then((answer) => {
      if (!current) return;
      setResult(answer.ok ? { key, comparison: answer.body.comparison } : { key, error: answer.body.message ?? String(answer.status) });
    });
    return () => {
      current = false;
    };
  }, [endpoint, fromParam, toParam, key]);

  const choices = [{ value: 'draft' as VersionSide, label: currentLabel ?? t('draft') }, ...options];
  const select = (label: string, value: VersionSide, set: (side: VersionSide) => void, suffix: string) => (
    <label htmlFor={`${id}-${suffix}`}>
      {label}
      <select id={`${id}-${suffix}`} value={String(value)} onChange={(event) => set(event.target.value === 'draft' ? 'draft' : Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );

  const shown = result?.key === key ? result : null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>{t('compare-heading')}</h3>
      <div className={styles.picker}>
        {select(t('compare-from'), from, setFrom, 'from')}
        {select(t('compare-to'), to, setTo, 'to')}
        {/* A new tab: the editor (and its unsaved draft) stays where it is. */}
        <a href={`${previewPath}?from=${fromParam}&to=${toParam}&content=${locale}&lang=${locale}`} target="_blank" rel="noopener" title={t('preview-open-label')} data-testid="versions-preview-link">
          {t('preview-open')}
        </a>
      </div>
      <div aria-live="polite" aria-busy={!shown}>
        {!shown ? <p>{t('loading')}</p> : shown.error ? <p role="alert">{t('error', { message: shown.error })}</p> : <VersionComparison comparison={shown.comparison!} />}
      </div>
    </section>
  );
}
