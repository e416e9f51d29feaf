'use client';

import { useLocale, useTranslations } from 'next-intl';
import { MediaPicker } from '@/builder/media/MediaPicker.client';
import { mediaText } from '@/builder/media/media-text';
import { localeInfo } from '@/lib/i18n/locales';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

/**
 * The listing's photos from the media library, in order (the first is the cover): uploaded
 * or picked in the media picker the image fields use, moved up and down, removed.
 */
export function PhotoList({ photos, onChange }: { photos: string[]; onChange(photos: string[]): void }) {
  const t = useTranslations('listingsEditor.listings');
  const qaLocale = useLocale() === 'en' ? 'en' : 'fr';
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const thumb = (url: string) => (url.startsWith('/media/') ? `${url.split('?')[0]}?w=320` : url);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('photos')}</legend>
      {photos.length === 0 ? <p className={styles.muted}>{t('photos-none')}</p> : null}
      <ol className={styles.photos}>
        {photos.map((url, i) => (
          <li key={`${url}-${i}`} className={styles.photo}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail */}
            <img src={thumb(url)} alt="" className={styles.photoThumb} />
            <span className={styles.photoLabel}>{i === 0 ? t('photo-cover') : t('photo-number', { n: i + 1 })}</span>
            <span className={styles.photoActions}>
              <button type="button" className={button('secondary')} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('photo-up', { n: i + 1 })}>
                ↑
              </button>
              <button type="button" className={button('secondary')} disabled={i === photos.length - 1} onClick={() => move(i, i + 1)} aria-label={t('photo-down', { n: i + 1 })}>
                ↓
              </button>
              <button type="button" className={button('danger')} onClick={() => onChange(photos.filter((_, j) => j !== i))} aria-label={t('photo-remove', { n: i + 1 })}>
                {t('remove')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <MediaPicker text={mediaText(qaLocale)} lang={localeInfo[qaLocale].iso} onPick={(item) => onChange([...photos, item.url])} />
    </fieldset>
  );
}
