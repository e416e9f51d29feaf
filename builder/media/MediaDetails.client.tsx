'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FocalPointPicker } from './FocalPointPicker.client';
import { deleteMedia, describeMedia, getMediaDetails, sendFile, type MediaItem, type MediaUsage } from './media-api';
import { formatFileSize } from '@/lib/format/file-size';
import { fill, type MediaText } from './media-text';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface Props {
  item: MediaItem;
  text: MediaText;
  lang: string;
  onChanged: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
  onClose: () => void;
}

const usageLabel = (text: MediaText, u: MediaUsage) => `${text[`usage-${u.type}`]} « ${u.label} »${u.locales.length === 1 ? ` (${u.locales[0]})` : ''}`;

/** One file: its description (title, alt in both languages, caption, tags, focal point), where it is used, replace, delete. */
export function MediaDetails({ item, text, lang, onChanged, onDeleted, onClose }: Props) {
  const [title, setTitle] = useState(item.title);
  const [altFr, setAltFr] = useState(item.alt.fr ?? '');
  const [altEn, setAltEn] = useState(item.alt.en ?? '');
  const [caption, setCaption] = useState(item.caption);
  const [tags, setTags] = useState(item.tags.join(', '));
  const [focal, setFocal] = useState(item.focal);
  const [usage, setUsage] = useState<MediaUsage[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const narrow = useNarrowScreen();

  // Below 1000 px (a phone) the description would come after the whole grid, out of sight: it
  // opens over the screen instead, a modal sheet read from its heading (the file's name).
  useLayoutEffect(() => {
    if (!narrow || !sheet.current) return;
    if (!sheet.current.open) sheet.current.showModal();
    heading.current?.focus();
  }, [narrow]);

  useEffect(() => {
    let live = true;
    void getMediaDetails(item.id).then((answer) => {
      if (live && answer.ok) setUsage(answer.body.usage);
    });
    return () => {
      live = false;
    };
  }, [item.id]);

  async function save() {
    const answer = await describeMedia(item.id, {
      title,
      alt: { fr: altFr, en: altEn },
      caption,
      tags: tags.split(',').map((t) => t.trim()).filter(Boolean),
      ...(item.kind === 'image' ? { focal } : {}),
    });
    setMessage(answer.ok ? text.saved : (answer.body.message ?? text.failed));
    if (answer.ok) onChanged(answer.body.item);
  }

  async function replace(file: File) {
    setReplacing(0);
    const answer = await sendFile(file, setReplacing, { method: 'PUT', url: `/api/editor/media/${item.id}` });
    setReplacing(null);
    if (answer.ok) {
      setMessage(text.replaced);
      onChanged(answer.body.item);
    } else setMessage(fill(text.refused, { name: file.name, reason: answer.body.message ?? text.reasons.other }));
  }

  async function remove() {
    if (!window.confirm(text['confirm-delete'])) return;
    const answer = await deleteMedia(item.id);
    if (answer.ok) {
      onDeleted(item.id);
      return;
    }
    if (answer.status === 409 && answer.body.usage) {
      setUsage(answer.body.usage);
      setMessage(fill(text['in-use'], { where: answer.body.usage.map((u) => usageLabel(text, u)).join(', ') }));
    } else setMessage(answer.body.message ?? text.failed);
  }

  const isImage = item.kind === 'image';
  const body: ReactNode = (
    <>
      <div className={styles.detailsHead}>
        <h2 ref={heading} tabIndex={-1}>
          {item.fileName}
        </h2>
        <button type="button" className={button('quiet')} onClick={onClose}>
          {text.close}
        </button>
      </div>
      {isImage ? (
        <>
          <FocalPointPicker src={item.width && item.width > 828 ? `${item.url}?w=828` : item.url} alt={altFr || item.title} value={focal} onChange={setFocal} label={text.focal} width={item.width} height={item.height} />
          <p className={styles.muted}>{text['focal-help']}</p>
        </>
      ) : null}
      <p className={styles.muted}>
        {item.mime} · {formatFileSize(item.bytes, lang)}
        {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''}
        {' · '}
        <a href={item.url} target="_blank" rel="noreferrer">
          {text['copy-url']}
        </a>
      </p>
      {item.downloadOnly ? <p className={styles.warning}>{text['download-only']}</p> : null}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label>
          {text['field-title']}
          <input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          {text['field-alt-fr']}
          <input value={altFr} maxLength={500} lang="fr" onChange={(e) => setAltFr(e.target.value)} />
        </label>
        <label>
          {text['field-alt-en']}
          <input value={altEn} maxLength={500} lang="en" onChange={(e) => setAltEn(e.target.value)} />
        </label>
        {isImage ? <p className={styles.muted}>{text['alt-help']}</p> : null}
        <label>
          {text['field-caption']}
          <textarea value={caption} maxLength={1000} rows={2} onChange={(e) => setCaption(e.target.value)} />
        </label>
        <label>
          {text['field-tags']}
          <input value={tags} onChange={(e) => setTags(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={button('primary')}>
            {text.save}
          </button>
          <button type="button" className={button('secondary')} onClick={() => replaceInput.current?.click()}>
            {text.replace}
          </button>
          <button type="button" className={button('danger')} onClick={() => void remove()}>
            {text.delete}
          </button>
          <input
            ref={replaceInput}
            type="file"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void replace(file);
            }}
          />
        </div>
        {replacing !== null ? <progress max={1} value={replacing} /> : null}
        {message ? <p role="status">{message}</p> : null}
      </form>
      <h3>{text['used-on']}</h3>
      {usage === null ? null : usage.length === 0 ? (
        <p className={styles.muted}>{text.unused}</p>
      ) : (
        <ul className={styles.usage}>
          {usage.map((u) => (
            <li key={`${u.type}-${u.id}`}>
              <a href={u.href}>{usageLabel(text, u)}</a>
              {Object.entries(u.paths).map(([locale, path]) => (
                <a key={locale} href={`/${locale}${path === '/' ? '' : path}`} className={styles.muted}>
                  {' '}
                  /{locale}
                  {path === '/' ? '' : path}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return narrow ? (
    // Escape closes it like its button (the dialog's close event).
    <dialog ref={sheet} className={`${styles.details} ${styles.sheet}`} aria-label={text.details} onClose={onClose}>
      {body}
    </dialog>
  ) : (
    <aside className={styles.details} aria-label={text.details}>
      {body}
    </aside>
  );
}

const NARROW = '(max-width: 999.98px)';

/** Whether the screen is narrower than the two-column layout (styles.module.css: 1000 px); false on the server. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
