import { getTranslations } from 'next-intl/server';
import type { PendingInvitation, SitePerson } from '@/lib/auth/accounts';
import { SITE_ROLES } from '@/lib/auth/roles';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/builder/account/styles.module.css';
import { PostAnswer } from '@/builder/account/PostAnswer';
import { DataTable, EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';
import type { Site } from '@/lib/sites/sites';
import { siteName } from '@/lib/site/site-name';
import { formatDateTime } from '@/lib/format';

interface AccountsScreenProps {
  site: Pick<Site, 'name' | 'metadata'>;
  people: SitePerson[];
  invitations: PendingInvitation[];
  members: { id: number; name: string }[];
  locale: Locale;
  invited?: string;
  error?: string;
}

/** /qa/accounts (site admin): the site's people and roles; change a role, remove someone, invite by e-mail. */
export async function AccountsScreen({ site, people, invitations, members, locale, invited, error }: AccountsScreenProps) {
  const t = await getTranslations({ locale, namespace: 'accounts' });
  const roleOptions = SITE_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`roles.${role}`)}
    </option>
  ));
  const memberOptions = [
    <option key="none" value="">
      {t('accounts.no-member')}
    </option>,
    ...members.map((m) => (
      <option key={m.id} value={m.id}>
        {m.name}
      </option>
    )),
  ];
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('accounts.title')} lead={t('accounts.intro', { site: siteName(site, locale) })} />
      <PostAnswer done={invited && t('accounts.invited', { email: invited })} problem={error && t('accounts.error', { message: error })} />

      <section className={styles.panel} aria-labelledby="people">
        <h2 id="people">{t('accounts.people-title')}</h2>
        <DataTable
          className={styles.table}
          rows={people}
          rowKey={(person) => person.id}
          rowProps={(person) => ({ 'data-email': person.email })}
          empty={<EmptyState title={t('accounts.empty')} />}
          columns={[
            {
              key: 'person',
              header: t('accounts.person'),
              cell: (person) => (
                <>
                  {person.name}
                  <br />
                  <span className={styles.muted}>{person.email}</span>
                </>
              ),
            },
            {
              key: 'role',
              header: t('accounts.role'),
              cell: (person) => (
                <>
                  {t(`roles.${person.role}`)}
                  {person.memberName && <span className={styles.muted}> · {person.memberName}</span>}
                </>
              ),
            },
            {
              key: 'actions',
              header: t('accounts.actions'),
              cell: (person) => (
                <>
                  <form method="post" action={`/api/accounts/${person.id}`} className={styles.inline}>
                    <input type="hidden" name="action" value="role" />
                    <select className={styles.input} name="role" defaultValue={person.role} aria-label={t('accounts.role')}>
                      {roleOptions}
                    </select>
                    <select className={styles.input} name="memberId" defaultValue={person.memberId ?? ''} aria-label={t('accounts.member')}>
                      {memberOptions}
                    </select>
                    <button type="submit" className={button('secondary')}>
                      {t('accounts.change')}
                    </button>
                  </form>
                  <form method="post" action={`/api/accounts/${person.id}`}>
                    <input type="hidden" name="action" value="remove" />
                    <button type="submit" className={button('danger')}>
                      {t('accounts.remove')}
                    </button>
                  </form>
                </>
              ),
            },
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="invite">
        <h2 id="invite">{t('accounts.invite-title')}</h2>
        <form method="post" action="/api/accounts" className={styles.form}>
          <label className={styles.field}>
            {t('accounts.invite-email')}
            <input className={styles.input} type="email" name="email" required maxLength={200} />
          </label>
          <label className={styles.field}>
            {t('accounts.invite-role')}
            <select className={styles.input} name="role" defaultValue="editor">
              {roleOptions}
            </select>
          </label>
          <label className={styles.field}>
            {t('accounts.invite-member')}
            <select className={styles.input} name="memberId" defaultValue="">
              {memberOptions}
            </select>
          </label>
          <div>
            <button type="submit" className={button('primary')}>
              {t('accounts.invite')}
            </button>
          </div>
        </form>
        {invitations.length > 0 && (
          <>
            <h3>{t('accounts.pending')}</h3>
            <ul>
              {invitations.map((invitation) => (
                <li key={`${invitation.email}-${invitation.expiresAt}`}>
                  {invitation.email} · {t(`roles.${invitation.role}`)} · {t('accounts.expires', { date: formatDateTime(invitation.expiresAt, locale) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </WorkspacePage>
  );
}
