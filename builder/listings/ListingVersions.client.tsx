'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { button, kitClass } from '@/builder/shell/button';
import { VersionCompare } from '@/builder/versions/VersionCompare.client';
import styles from './styles.module.css';

export interface ListingVersionLine {
  version: number;
  /** "Version 3 · 12 mars 2026 14 h 05 par Julie Tremblay", formatted by the server. */
  line: string;
}

/**
 * The listing's kept versions on its edit screen: compare one (or any two) with the pages'
 * comparison, open both side by side, or restore one. A restore is the listing's ordinary save
 * of that version's input (the route judges every rule again), so where this person's
 * publishing is reviewed it becomes a submission and the listing online does not change.
 */
export function ListingVersions({ uls, versions, reviewed }: { uls: number; versions: ListingVersionLine[]; reviewed: boolean }) {
  const t = useTranslations('listingsEditor.versions');
  const form = useTranslations('listingsEditor.listings');
  const router = useRouter();
  const id = useId();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // The newest version against the listing as it is: what the last save changed, or nothing.
  const [comparing, setComparing] = useState<number | null>(versions[0]?.version ?? null);

  // The field as the form names it ("mun_code": "Municipalité").
  const fieldName = (field: string) => {
    const key = field.split('.')[0]!.replace(/_/g, '-');
    return form.has(key as never) ? form(key as never) : field;
  };
  // The route's refusals in the screen's language; anything else with the route's own words.
  const refusal = (status: number, body: { field?: string; message?: string }) =>
    status === 403
      ? t('restore-forbidden')
      : status === 404
        ? t('restore-not-found')
        : status === 400 && body.field
          ? t('restore-invalid', { field: fieldName(body.field) })
          : t('restore-error', { message: body.message ?? String(status) });

  const restore = async (version: number) => {
    if (!window.confirm(t(reviewed ? 'restore-confirm-reviewed' : 'restore-confirm', { version }))) return;
    setBusy(true);
    const answer = await callEditorApi<{ submission?: number }>('POST', `/api/editor/listings/${uls}/versions/${version}/restore`);
    setBusy(false);
    if (!answer.ok) return setStatus(refusal(answer.status, answer.body as { field?: string; message?: string }));
    setStatus(t(answer.status === 202 ? 'restore-submitted' : 'restored', { version }));
    // The form, the review notice and this list show the listing as it now stands.
    router.refresh();
  };

  return (
    <section className={kitClass.panel} aria-labelledby={`${id}-heading`} data-testid="listing-versions">
      <h2 id={`${id}-heading`} className={styles.versionsHeading}>{t('heading')}</h2>
      <p className={kitClass.muted}>{t(reviewed ? 'intro-reviewed' : 'intro')}</p>
      <p role="status">{status}</p>
      {versions.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ol className={styles.versionList}>
            {versions.map(({ version, line }) => (
              <li key={version} className={styles.versionItem}>
                <span>{line}</span>
                <span className={styles.versionActions}>
                  <button type="button" className={button('quiet')} aria-pressed={comparing === version} aria-label={`${t('compare-this')} — ${line}`} onClick={() => setComparing(version)}>
                    {t('compare-this')}
                  </button>
                  <button type="button" className={button('secondary')} disabled={busy} aria-label={t('restore-label', { version })} onClick={() => void restore(version)}>
                    {t('restore')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
          {comparing !== null ? (
            <VersionCompare
              key={comparing}
              endpoint={`/api/editor/listings/${uls}/versions/compare`}
              previewPath={`/qa/listings/${uls}/versions/preview`}
              options={versions.map(({ version, line }) => ({ value: version, label: line }))}
              initialFrom={comparing}
              currentLabel={t('current')}
              currentParam="current"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
