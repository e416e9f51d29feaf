'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import qa from '@/builder/shell/styles.module.css';
import { SiteSettingForm } from './SiteSettingForm.client';

/** How long the site keeps leads and its e-mails' delivery log before they are anonymised. */
export function RetentionForm({ initial }: { initial: number }) {
  const t = useTranslations('editor.settings.retention');
  const [months, setMonths] = useState(String(initial));
  return (
    <SiteSettingForm namespace="editor.settings.retention" id="retention-title" url="/api/editor/site/retention" value={{ months: Number(months) }}>
      <label className={qa.field}>
        {t('months')}
        <input className={qa.input} type="number" min={1} max={120} step={1} required value={months} onChange={(e) => setMonths(e.target.value)} />
      </label>
    </SiteSettingForm>
  );
}
