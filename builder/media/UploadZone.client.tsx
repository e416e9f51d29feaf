'use client';

import { useRef, useState, type DragEvent } from 'react';
import { BODY_LIMITS, megabytes } from '@/lib/http/body-limits';
import { MAX_IMAGE_PIXELS } from '@/lib/media/refusal';
import { sendFile, type MediaItem } from './media-api';
import { fill, type MediaText } from './media-text';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface Upload {
  key: string;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'refused';
  message?: string;
}

/** Reason of a refused upload in the editor's language, from the API's error code. */
function reason(text: MediaText, status: number, code: string | undefined): string {
  if (status === 429) return text.reasons.rate_limited;
  if (status === 413) return fill(text.reasons.too_large, { megabytes: megabytes(BODY_LIMITS.mediaFile) });
  const known = code && Object.hasOwn(text.reasons, code) ? text.reasons[code as keyof MediaText['reasons']] : undefined;
  return known ? fill(known, { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }) : text.reasons.other;
}

/**
 * Drag and drop or a file picker, several files at once: each file is sent on its own with
 * its progress bar, and each refused file says why. Two at a time, so a folder of photos
 * does not open dozens of connections.
 */
export function UploadZone({ text, onUploaded }: { text: MediaText; onUploaded: (item: MediaItem) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (key: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function start(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'sending' as const })), ...list].slice(0, 50));
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        const answer = await sendFile(file, (progress) => update(key, { progress }));
        if (answer.ok && answer.body.item) {
          update(key, { state: 'done', progress: 1, message: fill(text.uploaded, { name: file.name }) });
          onUploaded(answer.body.item);
        } else {
          update(key, { state: 'refused', message: fill(text.refused, { name: file.name, reason: reason(text, answer.status, answer.body.error) }) });
        }
      }
    };
    await Promise.all([worker(), worker()]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) void start(files);
  }

  return (
    <div>
      <div
        className={`${styles.dropZone} ${over ? styles.dropZoneOver : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
      >
        <p>
          {text.drop}{' '}
          <button type="button" className={button('quiet')} onClick={() => input.current?.click()}>
            {text.choose}
          </button>
        </p>
        <p className={styles.muted}>{fill(text.accepted, { megabytes: megabytes(BODY_LIMITS.mediaFile) })}</p>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml,application/pdf"
          aria-label={text.choose}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length > 0) void start(files);
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul className={styles.uploads} aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} data-state={u.state}>
              <span>{u.state === 'sending' ? fill(text.uploading, { name: u.name }) : u.message}</span>
              {u.state === 'sending' ? <progress max={1} value={u.progress} aria-label={u.name} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
