'use client';

import { AutoField, FieldLabel } from '@puckeditor/core';
import { videoSchema } from '@/blocks/shared/fields';
import { useEditorContext } from '../../editor-context';
import type { FieldText } from './field-text';
import styles from './fields.module.css';
import { LocaleBadge } from './LocaleBadge';
import { withLocaleUrl } from './link-url';
import type { VideoValue } from './media-value';

/** autoplay, controls, loop and muted as the schema defaults them, shown when unset. */
const defaults = videoSchema.parse({});
const flags = ['autoplay', 'controls', 'loop', 'muted'] as const;

interface VideoFormProps {
  text: FieldText;
  yesNo: { yes: string; no: string };
  value: VideoValue;
  onChange: (value: VideoValue) => void;
  readOnly?: boolean;
}

/** A video: its files (url and type), poster per locale, playback flags. external_sources are kept as they are. */
export function VideoForm({ text, yesNo, value, onChange, readOnly }: VideoFormProps) {
  const { editLocale } = useEditorContext();
  const sources = value.sources ?? [];
  const set = (patch: Partial<VideoValue>) => onChange({ ...value, ...patch });
  const setSource = (index: number, patch: { url?: string; type?: string }) =>
    set({ sources: sources.map((source, i) => (i === index ? { ...source, ...patch } : source)) });
  return (
    <div className={styles.stack}>
      <FieldLabel label={text['video-sources']} el="div" readOnly={readOnly}>
        <div className={styles.stack}>
          {sources.map((source, index) => (
            <div className={styles.row} key={index}>
              <AutoField field={{ type: 'text', label: text['source-url'], placeholder: text['source-url'] }} value={source.url} readOnly={readOnly} onChange={(url: string) => setSource(index, { url: url ?? '' })} />
              <AutoField field={{ type: 'text', label: text['source-type'], placeholder: text['source-type'] }} value={source.type ?? ''} readOnly={readOnly} onChange={(type: string) => setSource(index, { type: type || undefined })} />
              <button type="button" className={styles.button} disabled={readOnly} aria-label={text['source-remove']} onClick={() => set({ sources: sources.filter((_, i) => i !== index) })}>
                ×
              </button>
            </div>
          ))}
          <button type="button" className={styles.button} disabled={readOnly} onClick={() => set({ sources: [...sources, { url: '', type: 'video/mp4' }] })}>
            {text['source-add']}
          </button>
        </div>
      </FieldLabel>
      <FieldLabel label={text['video-poster']} icon={<LocaleBadge text={text} />} el="div" readOnly={readOnly}>
        <AutoField field={{ type: 'text', label: text['video-poster'], placeholder: 'https://' }} value={value.poster?.[editLocale] ?? ''} readOnly={readOnly} onChange={(url: string) => set({ poster: withLocaleUrl(value.poster, editLocale, url ?? '') })} />
      </FieldLabel>
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
