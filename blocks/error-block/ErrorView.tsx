import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { Locale } from '@/lib/i18n/locales';
import { defaultErrorAction, errorIconName, errorMessageKey, type ErrorAction } from './error-texts';
import styles from './styles.module.pcss';

export interface ErrorViewProps {
  statusCode: number;
  /** Default: the 503 title, else 'Erreur {statusCode}' / '{statusCode} error'. */
  title?: string;
  /** Default: the spec's message for the status. */
  message?: string;
  /** Default by status: 403 refresh, 404 home, others none. */
  action?: ErrorAction;
  locale: Locale;
  showSpinner?: boolean;
}

/**
 * An error page's content: icon, title, message and optional action. Used by the
 * error_block and by the app's error pages, so it knows nothing of blocks and works
 * in server and client components (error.tsx) alike.
 */
export function ErrorView({ statusCode, title, message, action, locale, showSpinner = false }: ErrorViewProps) {
  const t = useTranslations();
  const heading =
    title || (statusCode === 503 ? t('errors.503-title') : t('blocks.block-error.default-title', { statusCode }));
  const text = message ?? t(`errors.${errorMessageKey(statusCode)}`);
  const resolvedAction = action ?? defaultErrorAction(statusCode);
  const iconName = errorIconName(statusCode, showSpinner);

  return (
    <section className={styles.errorView} data-status={statusCode}>
      <div className="container">
        <div className={styles.inner}>
          <span className={styles.code} aria-hidden="true">
            {statusCode}
          </span>
          <span className={styles.badge}>
            <Icon icon={iconName} size={36} />
          </span>
          <h1 className={styles.title}>{heading}</h1>
          {text ? <p className={styles.message}>{text}</p> : null}
          {resolvedAction === 'home' ? (
            <NextLink href={`/${locale}`} className="btn btn--primary">
              <Icon icon="home" />
              {t('errors.go-home')}
            </NextLink>
          ) : null}
          {resolvedAction === 'refresh' ? (
            // A plain link to this same URL: reloads the page, with or without JavaScript.
            <a href="" className="btn btn--primary">
              <Icon icon="refresh" />
              {t('errors.refresh')}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
