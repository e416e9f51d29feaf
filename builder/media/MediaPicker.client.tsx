'use client';

import { useRef, useState } from 'react';
import { MediaBrowser } from './MediaBrowser.client';
import type { MediaItem } from './media-api';
import type { MediaText } from './media-text';
import { UploadZone } from './UploadZone.client';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

/**
 * The image field's library picker: a dialog with two tabs, upload (the new file is picked
 * as soon as it is in) and library (search and choose). The field keeps its address box for
 * an external image.
 */
export function MediaPicker({ text, lang, onPick }: { text: MediaText; lang: string; onPick: (item: MediaItem) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<'upload' | 'library'>('library');
  const [refresh, setRefresh] = useState(0);
  const [open, setOpen] = useState(false);

  const pick = (item: MediaItem) => {
    onPick(item);
    dialog.current?.close();
  };

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={button('secondary')}
        onClick={() => {
          setOpen(true);
          setRefresh((n) => n + 1);
          dialog.current?.showModal();
        }}
      >
        {text['picker-open']}
      </button>
      <dialog ref={dialog} className={styles.pickerDialog} aria-label={text['picker-title']} onClose={() => setOpen(false)}>
        <div className={styles.detailsHead}>
          <h2>{text['picker-title']}</h2>
          <button type="button" className={button('quiet')} onClick={() => dialog.current?.close()}>
            {text.close}
          </button>
        </div>
        <div role="tablist" className={styles.tabs}>
          <button type="button" role="tab" aria-selected={tab === 'upload'} className={button('quiet')} onClick={() => setTab('upload')}>
            {text['tab-upload']}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'library'} className={button('quiet')} onClick={() => setTab('library')}>
            {text['tab-library']}
          </button>
        </div>
        {!open ? null : tab === 'upload' ? (
          <UploadZone text={text} onUploaded={(item) => (item.kind === 'image' ? pick(item) : setRefresh((n) => n + 1))} />
        ) : (
          <MediaBrowser text={text} lang={lang} refresh={refresh} onSelect={pick} imagesOnly />
        )}
      </dialog>
    </div>
  );
}
