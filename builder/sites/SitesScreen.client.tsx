'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { callEditorApi, type ApiAnswer } from '@/builder/api';
import { BODY_LIMITS, megabytes } from '@/lib/http/body-limits';
import type { AdminSite } from '@/lib/site/site-admin';
import styles from '@/builder/account/styles.module.css';
import { SiteAddressFields } from './SiteAddressFields';
import { button } from '@/builder/shell/button';
import { DataTable } from '@/builder/shell/kit';

const TYPES = ['broker', 'team', 'office', 'agency'] as const;

const post = (url: string, body: unknown) => callEditorApi<Record<string, unknown>>('POST', url, body);

/** /qa/sites (platform admin): the list with its actions, and the creation form. */
export function SitesScreen({ sites, presets }: { sites: AdminSite[]; presets: readonly string[] }) {
  const t = useTranslations('accounts.sites');
  const router = useRouter();
  const [message, setMessage] = useState<{ kind: 'notice' | 'error'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<Record<string, string>>({});
  const live = sites.filter((s) => !s.deletedAt);

  const answer = (result: ApiAnswer<Record<string, unknown>>, success: string) => {
    setMessage(result.ok ? { kind: 'notice', text: success } : { kind: 'error', text: t('error', { message: String(result.body.message ?? '') }) });
    if (result.ok) router.refresh();
  };

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const result = await post('/api/sites', {
      name: value('name'),
      type: value('type'),
      micrositeId: value('micrositeId'),
      domains: value('domains').split(/[\s,]+/).filter(Boolean),
      defaultLocale: value('defaultLocale'),
      themePreset: value('themePreset'),
      copyFrom: value('copyFrom'),
    });
    answer(result, t('created', { id: String(result.body.id ?? '') }));
  }

  async function importArchive(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get('archive');
    const tooLarge = t('too-large', { megabytes: megabytes(BODY_LIMITS.siteArchive) });
    // Checked here too, so a file the server would refuse is not read and sent first.
    if (file instanceof File && file.size > BODY_LIMITS.siteArchive) {
      setMessage({ kind: 'error', text: tooLarge });
      return;
    }
    let archive: unknown;
    try {
      archive = JSON.parse(file instanceof File ? await file.text() : '');
    } catch {
      setMessage({ kind: 'error', text: t('unreadable') });
      return;
    }
    const result = await post('/api/sites/import', {
      name: String(form.get('name') ?? ''),
      micrositeId: String(form.get('micrositeId') ?? ''),
      domains: String(form.get('domains') ?? '').split(/[\s,]+/).filter(Boolean),
      archive,
    });
    if (result.status === 413) return setMessage({ kind: 'error', text: tooLarge });
    answer(result, t('imported', { id: String(result.body.id ?? '') }));
    if (result.ok) element.reset();
  }

  const act = async (id: string, body: Record<string, unknown>) => {
    const result = await post(`/api/sites/${encodeURIComponent(id)}`, body);
    answer(result, typeof result.body.key === 'string' ? t('new-key', { key: result.body.key }) : '✓');
  };

  return (
    <>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.error : styles.notice}>
          {message.text}
        </p>
      )}
      {/* The list with its actions is wider than a phone: it scrolls on its own, not the page. */}
      <section className={styles.panel} style={{ overflowX: 'auto' }}>
        <DataTable
          className={styles.table}
          rows={sites}
          rowKey={(site) => site.id}
          rowProps={(site) => ({ 'data-site': site.id })}
          columns={[
            {
              key: 'name',
              header: t('name'),
              cell: (site) => (
                <>
                  <strong>{site.name}</strong> <span className={styles.muted}>({t(`types.${site.type as (typeof TYPES)[number]}`)})</span>
                  {site.isDefault && <span className={styles.muted}> · {t('default')}</span>}
                  {site.maintenance && <span className={styles.muted}> · {t('in-maintenance')}</span>}
                  {site.deletedAt && <span className={styles.muted}> · {t('deleted', { date: site.deletedAt.slice(0, 10) })}</span>}
                </>
              ),
            },
            {
              key: 'domains',
              header: t('domains-column'),
              cell: (site) =>
                site.domains.map((domain) => (
                  <div key={domain}>
                    {site.deletedAt ? domain : <a href={`//${domain}/`}>{domain}</a>}
                  </div>
                )),
            },
            {
              key: 'actions',
              cell: (site) =>
                site.deletedAt ? (
                  <button type="button" className={button('secondary')} onClick={() => act(site.id, { action: 'restore' })}>
                    {t('restore')}
                  </button>
                ) : (
                  <div className={styles.inline}>
                    <a className={button('secondary')} href={`/api/sites/${encodeURIComponent(site.id)}/export`} download>
                      {t('export')}
                    </a>
                    <a className={button('secondary')} href={`/api/sites/${encodeURIComponent(site.id)}/export?leads=1`} download>
                      {t('export-leads')}
                    </a>
                    <button type="button" className={button('secondary')} onClick={() => act(site.id, { action: 'rotate-key' })}>
                      {t('rotate')}
                    </button>
                    <button type="button" className={button('secondary')} onClick={() => act(site.id, { action: 'maintenance', on: !site.maintenance })}>
                      {site.maintenance ? t('maintenance-off') : t('maintenance-on')}
                    </button>
                    {!site.isDefault && (
                      <>
                        <label className={styles.confirm}>
                          <span className={styles.muted}>{t('confirm')}</span>
                          <input
                            className={styles.input}
                            placeholder={site.name}
                            value={confirm[site.id] ?? ''}
                            onChange={(event) => setConfirm({ ...confirm, [site.id]: event.target.value })}
                          />
                        </label>
                        <button
                          type="button"
                          className={button('danger')}
                          disabled={(confirm[site.id] ?? '') !== site.name}
                          onClick={() => act(site.id, { action: 'delete', confirm: confirm[site.id] ?? '' })}
                        >
                          {t('delete')}
                        </button>
                      </>
                    )}
                  </div>
                ),
            },
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="new-site">
        <h2 id="new-site">{t('create')}</h2>
        <form className={styles.form} onSubmit={create}>
          <label className={styles.field}>
            {t('name')}
            <input className={styles.input} name="name" required minLength={2} maxLength={120} />
          </label>
          <label className={styles.field}>
            {t('type')}
            <select className={styles.input} name="type" defaultValue="broker">
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <SiteAddressFields />
          <label className={styles.field}>
            {t('language')}
            <select className={styles.input} name="defaultLocale" defaultValue="fr">
              <option value="fr">Français</option>
              <option value="en">English</option>
            </select>
          </label>
          <label className={styles.field}>
            {t('preset')}
            <select className={styles.input} name="themePreset" defaultValue={presets[0]}>
              {presets.map((preset) => (
                <option key={preset} value={preset}>
                  {t.has(`presets.${preset}` as 'presets.blue') ? t(`presets.${preset}` as 'presets.blue') : preset}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('start')}
            <select className={styles.input} name="copyFrom" defaultValue="">
              <option value="">{t('blank')}</option>
              {live.map((site) => (
                <option key={site.id} value={site.id}>
                  {t('copy-of', { name: site.name })}
                </option>
              ))}
            </select>
          </label>
          <div>
            <button type="submit" className={button('primary')}>
              {t('create')}
            </button>
          </div>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="import-site">
        <h2 id="import-site">{t('import')}</h2>
        <p className={styles.muted}>{t('import-intro')}</p>
        <form className={styles.form} onSubmit={importArchive}>
          <label className={styles.field}>
            {t('archive')}
            <input className={styles.input} type="file" name="archive" accept=".json,application/json" required />
          </label>
          <label className={styles.field}>
            {t('name')}
            <input className={styles.input} name="name" required minLength={2} maxLength={120} />
          </label>
          <SiteAddressFields />
          <div>
            <button type="submit" className={button('primary')}>
              {t('import-button')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
