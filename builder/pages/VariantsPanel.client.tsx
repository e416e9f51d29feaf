'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import styles from '@/builder/workspace/styles.module.css';
import { ClosablePanel } from './ClosablePanel';
import { variantColors, type VariantColor } from '@/lib/content/types';
import type { VariantSummary } from '@/lib/editor/variants';
import { PreviewButton } from '@/builder/shared/PreviewButton';

/** The page's variants: create (name, colour), edit, preview at ?variant=<id>, publish, delete. */
export function VariantsPanel({ pageId, previewPath, onClose }: { pageId: number; previewPath: string; onClose: () => void }) {
  const t = useTranslations('editor.variants');
  const [variants, setVariants] = useState<VariantSummary[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState<VariantColor>('blue');

  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let active = true;
    void callEditorApi<{ variants: VariantSummary[] }>('GET', `/api/editor/pages/${pageId}/variants`).then((answer) => {
      if (!active) return;
      if (answer.ok) setVariants(answer.body.variants);
      else setMessage(answer.body.message ?? String(answer.status));
    });
    return () => {
      active = false;
    };
  }, [pageId, reloads]);

  const act = async (method: 'POST' | 'DELETE', url: string, body?: unknown) => {
    const answer = await callEditorApi(method, url, body);
    setMessage(answer.ok ? null : (answer.body.message ?? String(answer.status)));
    setReloads((n) => n + 1);
  };

  return (
    <ClosablePanel id="variants" heading={t('heading')} onClose={onClose}>
      {message ? <p role="alert">{message}</p> : null}
      {variants.length === 0 ? <p>{t('empty')}</p> : null}
      <ul>
        {variants.map((variant) => (
          <li key={variant.id}>
            <strong>{variant.name}</strong>
            <span className={styles.muted}>
              {variant.color} · {variant.published ? t('published') : t('unpublished')}
            </span>
            <span className={styles.row}>
              <a className="btn btn--secondary btn--small" href={`/qa/pages/${pageId}/variants/${variant.id}/edit`}>
                {t('edit')}
              </a>
              <PreviewButton className="btn btn--secondary btn--small" path={`${previewPath}?variant=${variant.id}`}>
                {t('preview')}
              </PreviewButton>
              {variant.published ? null : (
                <button type="button" className="btn btn--primary btn--small" onClick={() => void act('POST', `/api/editor/variants/${variant.id}/publish`)}>
                  {t('publish')}
                </button>
              )}
              <button type="button" className="btn btn--link btn--small" onClick={() => void act('DELETE', `/api/editor/variants/${variant.id}`)}>
                {t('delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void act('POST', `/api/editor/pages/${pageId}/variants`, { name, color }).then(() => setName(''));
        }}
      >
        <label>
          {t('name')} <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
        </label>
        <label>
          {t('color')}{' '}
          <select value={color} onChange={(e) => setColor(e.target.value as VariantColor)}>
            {variantColors.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--primary btn--small">
          {t('create')}
        </button>
      </form>
    </ClosablePanel>
  );
}
