'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import { useEffect, useState } from 'react';
import { INSPECT_CHANNEL, type InspectedSnapshot, type InspectHello } from '@/lib/inspection/channel';
import { formatStateValue, mergeSnapshot } from '@/lib/inspection/live-actors';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';
import { DataTable } from '@/builder/shell/kit';

/**
 * Listens to the 'xstate-inspect' channel: a page of the site in another tab, in edit
 * mode with "live machines" on, posts every snapshot of its actors here.
 */
export function LiveMachines({ labels }: { labels: Record<string, string> }) {
  const t = useTranslations('editor.machines');
  const locale = useLocale() as Locale;
  const [actors, setActors] = useState<InspectedSnapshot[]>([]);
  const [supported] = useState(() => typeof BroadcastChannel !== 'undefined');

  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(INSPECT_CHANNEL);
    channel.onmessage = (message: MessageEvent<unknown>) => setActors((current) => mergeSnapshot(current, message.data));
    // After a reload: pages still open answer with their running actors.
    const hello: InspectHello = { kind: 'hello' };
    channel.postMessage(hello);
    return () => channel.close();
  }, [supported]);

  return (
    <section className={styles.card} aria-labelledby="live-heading">
      <div className={styles.liveHead}>
        <h2 id="live-heading">{t('live-heading')}</h2>
        <button type="button" className={button('secondary')} onClick={() => setActors([])} disabled={actors.length === 0}>
          {t('clear')}
        </button>
      </div>
      <p className={styles.muted}>{supported ? t('live-hint') : t('live-unsupported')}</p>
      <DataTable
        className={styles.table}
        rows={actors}
        rowKey={(actor) => actor.actorId}
        empty={<p role="status">{t('live-empty')}</p>}
        columns={[
          {
            key: 'actor',
            header: t('col-actor'),
            cell: (actor) => (
              <>
                <code>{actor.actorId}</code>
                <div className={styles.muted}>{actor.page}</div>
              </>
            ),
          },
          { key: 'machine', header: t('col-machine'), cell: (actor) => (actor.machineId ? (labels[actor.machineId] ?? actor.machineId) : '—') },
          {
            key: 'state',
            header: t('col-state'),
            cell: (actor) => (
              <>
                <code>{formatStateValue(actor.value)}</code>
                {actor.status !== 'active' ? <span className={styles.badge}>{actor.status}</span> : null}
              </>
            ),
          },
          { key: 'event', header: t('col-event'), cell: (actor) => <code>{actor.event}</code> },
          { key: 'updated', header: t('col-updated'), cell: (actor) => formatDateTime(actor.at, locale) },
        ]}
      />
    </section>
  );
}
