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
    { key: 'email', href: links.email, label: t('share-email'), glyph: '@' },
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
              {/* Drawn by CSS: a glyph in the text ("in", "𝕏") would have to be part of the link's name (WCAG 2.5.3). */}
              <span aria-hidden="true" className={styles.glyph} data-glyph={item.glyph} />
            </a>
          </li>
        ))}
        <li>
          <PrintButton label={t('share-print')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
            </svg>
          </PrintButton>
        </li>
      </ul>
    </div>
  );
}
