import type { Image } from '@/lib/content/fields';
import type { Locale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/locales';
import { cx } from '@/blocks/shared/content/cx';
import styles from './styles.module.pcss';

/** Avatar, name and subtitle of a testimonial's author (avatar alt is empty: the name follows). */
export function Person({ avatar, name, subtitle, locale, className }: { avatar?: Image; name: string; subtitle?: string; locale: Locale; className?: string }) {
  const url = pick(avatar?.media, locale)?.url;
  return (
    <div className={cx(styles.person, className)}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS asset of any host
        <img src={url} alt="" width={56} height={56} className={styles.avatar} loading="lazy" />
      ) : (
        <span className={styles.avatarFallback} aria-hidden="true">
          {name.trim().charAt(0)}
        </span>
      )}
      <div>
        {name ? <p className={styles.name}>{name}</p> : null}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
