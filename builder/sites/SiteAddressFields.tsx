import { useTranslations } from 'next-intl';
import styles from '@/builder/account/styles.module.css';

/** Where a new site answers, in the create and import forms: its microsite id and its domains (one a line). */
export function SiteAddressFields() {
  const t = useTranslations('accounts.sites');
  return (
    <>
      <label className={styles.field}>
        {t('microsite')}
        <input className={styles.input} name="micrositeId" pattern="[a-z0-9]+(-[a-z0-9]+)*" maxLength={80} />
      </label>
      <label className={styles.field}>
        {t('domains')}
        <textarea className={styles.input} name="domains" required rows={2} />
      </label>
    </>
  );
}
