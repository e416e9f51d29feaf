'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { videoSchema } from '@/lib/content/fields';
import { LocaleColumns } from '../LocaleColumns';
import { fill, type FieldText } from './field-text';
import styles from './styles.module.css';
import { withLocaleUrl } from './link-url';
import type { VideoValue } from './media-value';
import { moveItem } from './move-item';

/** autoplay, controls, loop and muted as the schema defaults them, shown when unset. */
const defaults = videoSchema.parse({});
const flags = ['autoplay', 'controls', 'loop', 'muted'] as const;

/**
 * Rows are keyed by position, so after a move the focused button would belong to another
 * source: focus follows the moved one (its same button, or the other if that one is now
 * disabled at an end of the list) once React has re-rendered.
 */
function focusMoved(row: Element | null, target: number, direction: 'up' | 'down') {
  const list = row?.parentElement;
  requestAnimationFrame(() => {
    const moved = list?.children[target];
    const button =
      moved?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:not(:disabled)`) ?? moved?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    button?.focus();
  });
}

interface VideoFormProps {
  text: FieldText;
  yesNo: { yes: string; no: string };
  value: VideoValue;
  onChange: (value: VideoValue) => void;
  readOnly?: boolean;
}

/**
 * A video: its files (url and type, in the order the browser tries them: up and down
 * buttons reorder them), poster per locale, playback flags. external_sources are kept as
 * they are.
 */
export function VideoForm({ text, yesNo, value, onChange, readOnly }: VideoFormProps) {
  const sources = value.sources ?? [];
  const set = (patch: Partial<VideoValue>) => onChange({ ...value, ...patch });
  const setSource = (index: number, patch: { url?: string; type?: string }) =>
    set({ sources: sources.map((source, i) => (i === index ? { ...source, ...patch } : source)) });
  return (
    <div className={styles.stack}>
      <FieldLabel label={text['video-sources']} el="div" readOnly={readOnly}>
        <div className={styles.stack}>
          {sources.map((source, index) => {
            const position = { n: String(index + 1), total: String(sources.length) };
            const move = (offset: -1 | 1, row: Element | null) => {
              set({ sources: moveItem(sources, index, offset) });
              focusMoved(row, index + offset, offset < 0 ? 'up' : 'down');
            };
            return (
              <div className={styles.row} key={index} role="group" aria-label={fill(text['source-position'], position)}>
                <AutoField field={{ type: 'text', label: text['source-url'], placeholder: text['source-url'] }} value={source.url} readOnly={readOnly} onChange={(url: string) => setSource(index, { url: url ?? '' })} />
                <AutoField field={{ type: 'text', label: text['source-type'], placeholder: text['source-type'] }} value={source.type ?? ''} readOnly={readOnly} onChange={(type: string) => setSource(index, { type: type || undefined })} />
                <span className={styles.rowActions}>
                  <button type="button" className={styles.button} disabled={readOnly || index === 0} data-move="up" aria-label={fill(text['source-up'], position)} title={fill(text['source-up'], position)} onClick={(event) => move(-1, event.currentTarget.closest('[role="group"]'))}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button type="button" className={styles.button} disabled={readOnly || index === sources.length - 1} data-move="down" aria-label={fill(text['source-down'], position)} title={fill(text['source-down'], position)} onClick={(event) => move(1, event.currentTarget.closest('[role="group"]'))}>
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button type="button" className={styles.button} disabled={readOnly} aria-label={text['source-remove']} title={text['source-remove']} onClick={() => set({ sources: sources.filter((_, i) => i !== index) })}>
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
              </div>
            );
          })}
          <button type="button" className={styles.button} disabled={readOnly} onClick={() => set({ sources: [...sources, { url: '', type: 'video/mp4' }] })}>
            {text['source-add']}
          </button>
        </div>
      </FieldLabel>
      <LocaleColumns label={text['video-poster']} readOnly={readOnly} badgeTitle={text['locale-badge']}>
        {(locale) => (
          <AutoField
            field={{ type: 'text', label: text['video-poster'], placeholder: 'https://' }}
            value={value.poster?.[locale] ?? ''}
            readOnly={readOnly}
            onChange={(url: string) => set({ poster: withLocaleUrl(value.poster, locale, url ?? '') })}
          />
        )}
      </LocaleColumns>
      {flags.map((flag) => (
        <FieldLabel key={flag} label={text[`video-${flag}`]} el="div" readOnly={readOnly}>
          <AutoField
            field={{ type: 'radio', label: text[`video-${flag}`], options: [{ label: yesNo.yes, value: true }, { label: yesNo.no, value: false }] }}
            value={value[flag] ?? defaults[flag]}
            readOnly={readOnly}
            onChange={(on: boolean) => set({ [flag]: on })}
          />
        </FieldLabel>
      ))}
    </div>
  );
}
