'use client';

import { useEffect, useState } from 'react';
import { listMedia, type MediaFilters, type MediaItem } from './media-api';
import { formatFileSize } from '@/lib/format/file-size';
import { fill, type MediaText } from './media-text';
import styles from './styles.module.css';
import { formatDateMedium } from '@/lib/format';
import { button, kitClass } from '@/builder/shell/button';
import { Badge, DataTable, EmptyState } from '@/builder/shell/kit';

interface Props {
  text: MediaText;
  lang: string;
  /** Bumped by the parent when files were added, changed or removed. */
  refresh: number;
  onSelect: (item: MediaItem) => void;
  selectedId?: string | null;
  /** Only images (the picker of an image field). */
  imagesOnly?: boolean;
}

const SORTS = ['date-desc', 'date-asc', 'size-desc', 'size-asc'] as const;

/** Search, kind filter, sort, and the files as a grid of thumbnails or a list. */
export function MediaBrowser({ text, lang, refresh, onSelect, selectedId, imagesOnly = false }: Props) {
  const [filters, setFilters] = useState<MediaFilters>({ q: '', kind: imagesOnly ? 'image' : '', sort: 'date', order: 'desc' });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [items, setItems] = useState<MediaItem[] | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void listMedia(filters).then((answer) => {
        if (live && answer.ok) setItems(answer.body.items);
      });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [filters, refresh]);

  const qaLocale = lang.startsWith('en') ? 'en' : 'fr';
  // A tile is named by what a person wrote (title, else alt text in the workspace's language); the file name last.
  const nameOf = (item: MediaItem) => item.title.trim() || item.alt[qaLocale]?.trim() || item.alt.fr?.trim() || item.fileName;
  const missingAlt = (item: MediaItem) => item.kind === 'image' && (!item.alt.fr?.trim() || !item.alt.en?.trim());

  return (
    <div className={styles.browser}>
      <div className={`${kitClass.toolbar} ${styles.toolbar}`} role="search">
        <input
          type="search"
          className={`${kitClass.control} ${styles.search}`}
          placeholder={text.search}
          aria-label={text.search}
          value={filters.q}
          onChange={(e) => setFilters({ ...filters, q: e.target.value })}
        />
        {imagesOnly ? null : (
          <label className={kitClass.field}>
            {text.kind}
            <select className={kitClass.control} value={filters.kind} onChange={(e) => setFilters({ ...filters, kind: e.target.value as MediaFilters['kind'] })}>
              <option value="">{text['kind-all']}</option>
              <option value="image">{text['kind-image']}</option>
              <option value="document">{text['kind-document']}</option>
            </select>
          </label>
        )}
        <label className={kitClass.field}>
          {text.sort}
          <select
            className={kitClass.control}
            value={`${filters.sort}-${filters.order}`}
            onChange={(e) => {
              const [sort, order] = e.target.value.split('-') as [MediaFilters['sort'], MediaFilters['order']];
              setFilters({ ...filters, sort, order });
            }}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {text[`sort-${s}`]}
              </option>
            ))}
          </select>
        </label>
        <div role="group" className={styles.views}>
          <button type="button" className={button('secondary')} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            {text['view-grid']}
          </button>
          <button type="button" className={button('secondary')} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {text['view-list']}
          </button>
        </div>
      </div>
      {items === null ? null : items.length === 0 ? (
        <EmptyState title={filters.q || filters.kind ? text['no-match'] : text['empty-library']} />
      ) : view === 'grid' ? (
        <ul className={styles.grid} aria-label={fill(text.count, { count: items.length })}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.tile} data-media-id={item.id} aria-current={item.id === selectedId} onClick={() => onSelect(item)} title={item.fileName}>
                <Thumb item={item} />
                <span className={styles.tileName}>{nameOf(item)}</span>
                {missingAlt(item) ? <Badge tone="warning">{text['missing-alt']}</Badge> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          rows={items}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'aria-current': item.id === selectedId })}
          columns={[
            {
              key: 'file',
              header: text['col-file'],
              cell: (item) => (
                <>
                  <button type="button" className={button('quiet')} data-media-id={item.id} onClick={() => onSelect(item)}>
                    {nameOf(item)}
                  </button>
                  {missingAlt(item) ? <Badge tone="warning">{text['missing-alt']}</Badge> : null}
                  <div className={styles.muted}>{item.fileName}</div>
                </>
              ),
            },
            { key: 'kind', header: text['col-kind'], cell: (item) => item.mime },
            { key: 'size', header: text['col-size'], cell: (item) => formatFileSize(item.bytes, lang) },
            { key: 'date', header: text['col-date'], cell: (item) => formatDateMedium(item.createdAt, qaLocale) },
          ]}
        />
      )}
    </div>
  );
}

function Thumb({ item }: { item: MediaItem }) {
  if (item.kind !== 'image') return <span className={styles.docThumb}>PDF</span>;
  const src = item.width && item.width > 320 && !/svg|gif/.test(item.mime) ? `${item.url}?w=320` : item.url;
  // eslint-disable-next-line @next/next/no-img-element -- a library file at its own address
  return <img src={src} alt="" loading="lazy" className={styles.thumb} style={{ objectPosition: `${item.focal.x}% ${item.focal.y}%` }} />;
}
