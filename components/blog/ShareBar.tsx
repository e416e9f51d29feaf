import { useTranslations } from 'next-intl';
import { PrintButton } from './PrintButton.client';
import { shareLinks } from './share-links';
import styles from './post.module.css';

/** Share bar: Facebook sharer, X intent, LinkedIn share, e-mail, print. */
export function ShareBar({ url, title, className }: { url: string; title: string; className?: string }) {
  const t = useTranslations('blog.post');
  const links = shareLinks(url, title, t('email-body', { url }));
  const items = [
    { key: 'facebook', href: links.facebook, label: t('share-facebook'), glyph: 'f' },
    { key: 'x', href: links.x, label: t('share-x'), glyph: '𝕏' },
    { key: 'linkedin', href: links.linkedin, label: t('share-linkedin'), glyph: 'in' },
    { key: 'email', href: links.email, label: t('share-email'), glyph: '✉' },
  ];
  return (
    <div className={`${styles.share} ${className ?? ''}`} data-testid="share-bar">
      <span className={styles.shareLabel}>{t('share')}</span>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-label={item.label}
              title={item.label}
              data-share={item.key}
              {...(item.key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span aria-hidden="true">{item.glyph}</span>
            </a>
          </li>
        ))}
        <li>
          <PrintButton label={t('share-print')}>
            <span aria-hidden="true">⎙</span>
          </PrintButton>
        </li>
      </ul>
    </div>
  );
}
