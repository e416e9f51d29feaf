'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { VersionCompare } from '@/builder/versions/VersionCompare.client';
import { button } from '@/builder/shell/button';

/** The article's earlier versions; Compare shows one against the article as it is now, Restore puts one back (the replaced state is kept as a version too). */
export function ArticleVersions({ id, versions }: { id: number; versions: { id: number; line: string }[] }) {
  const t = useTranslations('collectionsEditor');
  const tv = useTranslations('editor.versions');
  const router = useRouter();
  const [status, setStatus] = useState('');
  const [comparing, setComparing] = useState<number | null>(null);
  if (versions.length === 0) return <p>{t('articles-versions-empty')}</p>;
  return (
    <>
      <p role="status">{status}</p>
      <ol>
        {versions.map((version) => (
          <li key={version.id}>
            {version.line}{' '}
            <button
              type="button"
              className={button('secondary')}
              aria-pressed={comparing === version.id}
              aria-label={`${tv('compare-this')} — ${version.line}`}
              onClick={() => setComparing(version.id)}
            >
              {tv('compare-this')}
            </button>{' '}
            <button
              type="button"
              className={button('secondary')}
              onClick={async () => {
                const answer = await callEditorApi<{ live?: boolean }>('POST', `/api/editor/articles/${id}/versions`, { version: version.id });
                setStatus(answer.ok ? t(answer.body.live === false ? 'articles-restored-draft' : 'articles-restored') : t('error', { message: answer.body.message ?? String(answer.status) }));
                if (answer.ok) router.refresh();
              }}
            >
              {t('articles-restore')}
            </button>
          </li>
        ))}
      </ol>
      {comparing !== null ? (
        <VersionCompare
          key={comparing}
          endpoint={`/api/editor/articles/${id}/versions/compare`}
          previewPath={`/qa/articles/${id}/versions/preview`}
          options={versions.map((version) => ({ value: version.id, label: version.line }))}
          initialFrom={comparing}
          currentLabel={tv('current')}
        />
      ) : null}
    </>
  );
}
