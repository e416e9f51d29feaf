import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AccountToken } from '@/lib/auth/account-tokens';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { errorKey } from './messages';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

function ErrorLine({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

/**
 * What a form reached from an e-mailed link posts besides its fields: the link's token, the
 * screen's language, and the account's e-mail for the browser's password manager.
 */
function TokenFields({ token, locale, email }: { token: string; locale: Locale; email: string }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="username" value={email} autoComplete="username" />
    </>
  );
}

/** /qa/login/forgot: asks for the e-mail; the answer is the same whether it has an account. */
export async function ForgotScreen({ locale, sent, error }: { locale: Locale; sent: boolean; error?: string }) {
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <main className={styles.centered} lang={localeInfo[locale].iso}>
      <div className={styles.card}>
        <h1>{t('forgot.title')}</h1>
        {sent ? (
          <p role="status" className={styles.notice}>
            {t('forgot.sent')}
          </p>
        ) : (
          <>
            <p className={styles.muted}>{t('forgot.intro')}</p>
            <ErrorLine message={errorKey(error) ? t(errorKey(error)!) : null} />
            <form method="post" action="/api/auth/forgot" className={styles.form}>
              <input type="hidden" name="lang" value={locale} />
              <label className={styles.field}>
                {t('forgot.email')}
                <input className={styles.input} type="email" name="email" autoComplete="username" required autoFocus />
              </label>
              <button type="submit" className={button('primary')}>
                {t('forgot.submit')}
              </button>
            </form>
          </>
        )}
        <p className={styles.back}>
          <Link href={`/qa/login?lang=${locale}`}>{t('forgot.back')}</Link>
        </p>
      </div>
    </main>
  );
}

/** /qa/login/reset/{token}: a new password from a reset link (or why the link no longer works). */
export async function ResetScreen({ locale, token, valid, error }: { locale: Locale; token: string; valid: AccountToken | null; error?: string }) {
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <main className={styles.centered} lang={localeInfo[locale].iso}>
      <div className={styles.card}>
        <h1>{t('reset.title')}</h1>
        {!valid || error === 'invalid_token' ? (
          <>
            <ErrorLine message={t('reset.invalid')} />
            <p className={styles.back}>
              <Link href={`/qa/login/forgot?lang=${locale}`}>{t('forgot.link')}</Link>
            </p>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('password.rules')}</p>
            <ErrorLine message={errorKey(error) ? t(errorKey(error)!) : null} />
            <form method="post" action="/api/auth/reset" className={styles.form}>
              <TokenFields token={token} locale={locale} email={valid.email} />
              <label className={styles.field}>
                {t('reset.password')}
                <input className={styles.input} type="password" name="password" minLength={12} required autoComplete="new-password" autoFocus />
              </label>
              <button type="submit" className={button('primary')}>
                {t('reset.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

/** /qa/login/invitation/{token}: name and password to accept an invitation. */
export async function InvitationScreen({
  locale,
  token,
  valid,
  siteName,
  error,
}: {
  locale: Locale;
  token: string;
  valid: AccountToken | null;
  siteName: string;
  error?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <main className={styles.centered} lang={localeInfo[locale].iso}>
      <div className={styles.card}>
        <h1>{t('invitation.title', { site: siteName })}</h1>
        {!valid || error === 'invalid_token' ? (
          <ErrorLine message={t('invitation.invalid')} />
        ) : (
          <>
            <p className={styles.muted}>{t('invitation.intro', { email: valid.email, role: valid.role ? t(`roles.${valid.role}`) : '' })}</p>
            <p className={styles.muted}>{t('password.rules')}</p>
            <ErrorLine message={errorKey(error) ? t(errorKey(error)!) : null} />
            <form method="post" action="/api/auth/invitation" className={styles.form}>
              <TokenFields token={token} locale={locale} email={valid.email} />
              <label className={styles.field}>
                {t('invitation.name')}
                <input className={styles.input} name="name" required maxLength={200} autoComplete="name" autoFocus />
              </label>
              <label className={styles.field}>
                {t('invitation.password')}
                <input className={styles.input} type="password" name="password" minLength={12} required autoComplete="new-password" />
              </label>
              <button type="submit" className={button('primary')}>
                {t('invitation.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
