import { getTranslations } from 'next-intl/server';
import { deviceOf } from '@/lib/auth/device';
import type { SessionEditor, SessionSummary } from '@/lib/auth/session';
import type { Role } from '@/lib/auth/roles';
import type { Locale } from '@/lib/i18n/locales';
import { errorKey } from './messages';
import styles from './styles.module.css';
import { formatDateTime } from '@/lib/format';
import { DataTable, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { CellLabel } from './CellLabel';
import { PostAnswer } from './PostAnswer';
import { button } from '@/builder/shell/button';

interface AccountScreenProps {
  editor: SessionEditor;
  roleHere: Role | null;
  sessions: SessionSummary[];
  locale: Locale;
  saved?: string;
  error?: string;
}

/** /qa/account: my profile and language, my password, my sessions (device, last seen) with a button to end each. */
export async function AccountScreen({ editor, roleHere, sessions, locale, saved, error }: AccountScreenProps) {
  const t = await getTranslations({ locale, namespace: 'accounts' });
  const deviceLabel = (userAgent: string | null) => {
    const device = deviceOf(userAgent);
    return device ? t('account.device-on', { browser: device.browser, system: device.system }) : t('account.unknown-device');
  };
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('account.title')} lead={roleHere ? t('account.role-here', { role: t(`roles.${roleHere}`) }) : t('account.no-role-here')} />
      <PostAnswer done={saved && (saved === 'password' ? t('account.password-changed') : t('account.saved'))} problem={error && (errorKey(error) ? t(errorKey(error)!) : error)} />

      <section className={styles.panel} aria-labelledby="profile">
        <h2 id="profile">{t('account.profile')}</h2>
        <form method="post" action="/api/account" className={styles.form}>
          <label className={styles.field}>
            {t('account.email')}
            <input className={styles.input} value={editor.email} readOnly />
          </label>
          <label className={styles.field}>
            {t('account.name')}
            <input className={styles.input} name="name" defaultValue={editor.name} required maxLength={200} autoComplete="name" />
          </label>
          <label className={styles.field}>
            {t('account.language')}
            <select className={styles.input} name="locale" defaultValue={editor.locale}>
              <option value="fr">Français</option>
              <option value="en">English</option>
            </select>
          </label>
          <div>
            <button type="submit" className={button('primary')}>
              {t('account.save')}
            </button>
          </div>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="password">
        <h2 id="password">{t('account.password-title')}</h2>
        <p className={styles.muted}>{t('password.rules')}</p>
        <form method="post" action="/api/account/password" className={styles.form}>
          <input type="hidden" name="username" value={editor.email} autoComplete="username" />
          <label className={styles.field}>
            {t('account.current-password')}
            <input className={styles.input} type="password" name="current" required autoComplete="current-password" />
          </label>
          <label className={styles.field}>
            {t('account.new-password')}
            <input className={styles.input} type="password" name="password" required minLength={12} autoComplete="new-password" />
          </label>
          <div>
            <button type="submit" className={button('primary')}>
              {t('account.change-password')}
            </button>
          </div>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="sessions">
        <h2 id="sessions">{t('account.sessions')}</h2>
        <DataTable
          className={styles.table}
          rows={sessions}
          rowKey={(session) => session.id}
          rowProps={(session) => ({ 'data-current': session.current ? 'true' : undefined })}
          columns={[
            {
              key: 'device',
              header: t('account.device'),
              cellProps: (session) => ({ title: session.userAgent ?? undefined }),
              cell: (session) => (
                <>
                  {deviceLabel(session.userAgent)}
                  {session.current && <strong> ({t('account.this-device')})</strong>}
                </>
              ),
            },
            {
              key: 'last-seen',
              header: t('account.last-seen'),
              cell: (session) => (
                <>
                  <CellLabel text={t('account.last-seen')} locale={locale} />
                  {formatDateTime(session.lastSeenAt, locale)}
                </>
              ),
            },
            {
              key: 'end',
              cell: (session) => (
                <form method="post" action={`/api/account/sessions/${session.id}`}>
                  <button type="submit" className={button('secondary')}>
                    {t('account.end')}
                  </button>
                </form>
              ),
            },
          ]}
        />
      </section>
    </WorkspacePage>
  );
}
