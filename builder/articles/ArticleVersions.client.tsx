'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The article's earlier versions; Restore puts one back (the replaced state is kept as a version too). */
export function ArticleVersions({ id, versions }: { id: number; versions: { id: number; line: string }[] }) {
  const t = useTranslations('collectionsEditor');
  const router = useRouter();
  const [status, setStatus] = useState('');
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
              className="btn btn--secondary btn--small"
              onClick={async () => {
                const response = await fetch(`/api/editor/articles/${id}/versions`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ version: version.id }),
                });
                const json = (await response.json().catch(() => ({}))) as { message?: string; live?: boolean };
                setStatus(response.ok ? t(json.live === false ? 'articles-restored-draft' : 'articles-restored') : t('error', { message: json.message ?? response.statusText }));
                if (response.ok) router.refresh();
              }}
            >
              {t('articles-restore')}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
