'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReviewSettings } from '@/lib/review/settings';
import { SiteSettingForm } from './SiteSettingForm.client';

/** Whose publishing waits for approval on this site: brokers' and, separately, editors'. */
export function ReviewSettingsForm({ initial }: { initial: ReviewSettings }) {
  const t = useTranslations('editor.review.settings');
  const [settings, setSettings] = useState(initial);
  return (
    <SiteSettingForm namespace="editor.review.settings" id="review-settings-title" url="/api/editor/site/review" value={settings}>
      {(['brokers', 'editors'] as const).map((who) => (
        <label key={who}>
          <input type="checkbox" checked={settings[who]} onChange={(e) => setSettings({ ...settings, [who]: e.target.checked })} /> {t(who)}
        </label>
      ))}
    </SiteSettingForm>
  );
}
