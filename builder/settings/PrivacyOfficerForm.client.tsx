'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PrivacyOfficer } from '@/lib/content/types';
import qa from '@/builder/shell/styles.module.css';
import { SiteSettingForm } from './SiteSettingForm.client';

const empty: PrivacyOfficer = { name: '', title: { fr: '', en: '' }, email: '' };

/**
 * The person in charge of the protection of personal information (Law 25): the site's
 * privacy policy names them and gives their e-mail for access and correction requests.
 */
export function PrivacyOfficerForm({ initial }: { initial: PrivacyOfficer | undefined }) {
  const t = useTranslations('editor.settings.privacy-officer');
  const [officer, setOfficer] = useState<PrivacyOfficer>(initial ?? empty);

  return (
    <SiteSettingForm namespace="editor.settings.privacy-officer" id="privacy-officer-title" url="/api/editor/site/privacy-officer" value={officer}>
      <label className={qa.field}>
        {t('name')}
        <input className={qa.input} value={officer.name} autoComplete="off" onChange={(e) => setOfficer({ ...officer, name: e.target.value })} />
      </label>
      {(['fr', 'en'] as const).map((locale) => (
        <label key={locale} className={qa.field}>
          {t(`title-${locale}`)}
          <input className={qa.input} value={officer.title[locale]} onChange={(e) => setOfficer({ ...officer, title: { ...officer.title, [locale]: e.target.value } })} />
        </label>
      ))}
      <label className={qa.field}>
        {t('email')}
        <input className={qa.input} type="email" required value={officer.email} onChange={(e) => setOfficer({ ...officer, email: e.target.value })} />
      </label>
    </SiteSettingForm>
  );
}
