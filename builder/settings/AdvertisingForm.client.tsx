'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { callEditorApi } from '@/builder/api';
import type { AdvertisingIdentity } from '@/lib/compliance/identity';
import qa from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

/** A member the officer and broker lists offer. */
export interface MemberOption {
  id: number;
  label: string;
}

/**
 * What every advertisement of the site carries (OACIQ mandatory mentions, docs/compliance.md):
 * the agency as registered, its licence number, its executive officer, the broker a broker
 * site advertises, a franchise statement. The server checks the members are the site's.
 */
export function AdvertisingForm({ initial, members }: { initial: AdvertisingIdentity; members: MemberOption[] }) {
  const t = useTranslations('editor.settings.advertising');
  const [value, setValue] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = <K extends keyof AdvertisingIdentity>(key: K, v: AdvertisingIdentity[K]) => setValue((current) => ({ ...current, [key]: v }));
  const memberSelect = (key: 'executive_officer_id' | 'broker_member_id') => (
    <label className={qa.field}>
      {t(key)}
      <select className={qa.input} value={value[key] ?? ''} onChange={(e) => set(key, e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('none')}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>{m.label}</option>
        ))}
      </select>
    </label>
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await callEditorApi('PUT', '/api/editor/site/advertising', value);
    const field = (answer.body as { field?: string }).field;
    setMessage(answer.ok ? { ok: true, text: t('saved') } : { ok: false, text: field ? t('not-a-member', { field: t(field as 'broker_member_id') }) : t('error', { message: answer.body.message ?? String(answer.status) }) });
  };

  return (
    <form className={qa.form} onSubmit={save} data-testid="advertising-form" aria-labelledby="advertising-title">
      <h2 id="advertising-title">{t('title')}</h2>
      <p className={qa.muted}>{t('intro')}</p>
      <label className={qa.field}>
        {t('kind')}
        <select className={qa.input} value={value.kind} onChange={(e) => set('kind', e.target.value === 'own_account' ? 'own_account' : 'agency')}>
          <option value="agency">{t('kind-agency')}</option>
          <option value="own_account">{t('kind-own-account')}</option>
        </select>
      </label>
      <label className={qa.field}>
        {t('agency_name')}
        <input className={qa.input} value={value.agency_name} onChange={(e) => set('agency_name', e.target.value)} />
      </label>
      <label className={qa.field}>
        {t('agency_licence_number')}
        <input className={qa.input} value={value.agency_licence_number} pattern="[A-Z0-9]{4,10}" onChange={(e) => set('agency_licence_number', e.target.value.toUpperCase())} />
      </label>
      {memberSelect('executive_officer_id')}
      {memberSelect('broker_member_id')}
      {(['fr', 'en'] as const).map((locale) => (
        <label key={locale} className={qa.field}>
          {t(`franchise-${locale}`)}
          <input className={qa.input} value={value.franchise_statement[locale] ?? ''} onChange={(e) => set('franchise_statement', { ...value.franchise_statement, [locale]: e.target.value })} />
        </label>
      ))}
      <label className={qa.field}>
        {t('postal_address')}
        <input className={qa.input} value={value.postal_address} autoComplete="street-address" onChange={(e) => set('postal_address', e.target.value)} />
      </label>
      <p>
        <button type="submit" className={button('primary')}>{t('save')}</button>
      </p>
      {message ? <p role="status" className={message.ok ? undefined : qa.error}>{message.text}</p> : null}
    </form>
  );
}
