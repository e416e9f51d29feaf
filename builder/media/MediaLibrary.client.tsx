'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MediaBrowser } from './MediaBrowser.client';
import { MediaDetails } from './MediaDetails.client';
import { deleteUnused, type MediaItem } from './media-api';
import { fill, type MediaText } from './media-text';
import { UploadZone } from './UploadZone.client';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

/** /qa/media: upload, find, describe, replace and delete the site's files. */
export function MediaLibrary({ text, lang }: { text: MediaText; lang: string }) {
  const [refresh, setRefresh] = useState(0);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const bump = () => setRefresh((n) => n + 1);

  async function removeUnused() {
    if (!window.confirm(text['confirm-delete-unused'])) return;
    const answer = await deleteUnused();
    setMessage(answer.ok ? fill(text['deleted-unused'], { count: answer.body.deleted.length }) : (answer.body.message ?? text.failed));
    if (answer.ok && selected && answer.body.deleted.includes(selected.id)) setSelected(null);
    bump();
  }

  return (
    <div className={styles.library}>
      <div className={styles.main}>
        <UploadZone text={text} onUploaded={bump} />
        <div className={styles.bulk}>
          <button type="button" className={button('danger')} onClick={() => void removeUnused()}>
            {text['delete-unused']}
          </button>
          {message ? <span role="status">{message}</span> : null}
        </div>
        <MediaBrowser text={text} lang={lang} refresh={refresh} onSelect={setSelected} selectedId={selected?.id} />
      </div>
      {selected ? (
        <MediaDetails
          key={`${selected.id}-${selected.hash}`}
          item={selected}
          text={text}
          lang={lang}
          onChanged={(item) => {
            setSelected(item);
            bump();
          }}
          onDeleted={() => {
            setSelected(null);
            setMessage(text.deleted);
            bump();
          }}
          onClose={() => {
            // Back to the file the user chose (on a phone the sheet covered it), once the details are gone.
            const id = selected.id;
            flushSync(() => setSelected(null));
            document.querySelector<HTMLElement>(`[data-media-id="${CSS.escape(id)}"]`)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
