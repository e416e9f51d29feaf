'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { quebecFields } from '@/lib/format/date';
import type { ScheduleAction, ScheduleKind, ScheduleStatus } from '@/lib/schedules/types';
import styles from './styles.module.css';

export interface ScheduleLabels {
  schedule: string;
  title: string;
  action: string;
  publish: string;
  withdraw: string;
  day: string;
  time: string;
  zone: string;
  save: string;
  change: string;
  changeSave: string;
  cancel: string;
  dismiss: string;
  close: string;
  working: string;
}

export interface ScheduleEntry {
  id: number;
  status: ScheduleStatus;
  action: ScheduleAction;
  runAt: string;
  /** The badge's sentence, time in Québec included (made on the server). */
  text: string;
  /** Shown, not changed here (a listing's contract end: its date, in the listing's form, moves it). */
  fixed?: boolean;
}

/**
 * The badges and the schedule form of one row: "Programmer" opens the form (action, day, time
 * in Québec); each pending schedule can move to another time or be cancelled, a refused one
 * cleared. The list reloads after each change; a refusal is shown in the API's words.
 */
export function ScheduleControl({ kind, itemId, entries, labels }: { kind: ScheduleKind; itemId: number; entries: ScheduleEntry[]; labels: ScheduleLabels }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState<{ editing: number | null; action: ScheduleAction; day: string; time: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    setBusy(true);
    setError(null);
    const answer = await callEditorApi(method, url, body);
    setBusy(false);
    if (!answer.ok) return setError(answer.body.message ?? String(answer.status));
    setOpen(null);
    router.refresh();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!open) return;
    if (open.editing !== null) void send('PATCH', `/api/editor/schedules/${open.editing}`, { day: open.day, time: open.time });
    else void send('POST', '/api/editor/schedules', { kind, itemId, action: open.action, day: open.day, time: open.time });
  };

  return (
    <div className={styles.cell}>
      {entries.map((entry) => (
        <div key={entry.id} className={styles.entry}>
          <span className={styles.badge} data-status={entry.status === 'failed' ? 'failed' : 'pending'} data-schedule={entry.action}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" className={styles.clock}>
              <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>{' '}
            {entry.text}
          </span>
          {entry.status === 'pending' && !entry.fixed ? (
            <button type="button" className="btn btn--link btn--small" disabled={busy} onClick={() => setOpen({ editing: entry.id, action: entry.action, ...quebecFields(entry.runAt) })}>
              {labels.change}
            </button>
          ) : null}
          {entry.status !== 'running' && !entry.fixed ? (
            <button type="button" className="btn btn--link btn--small" disabled={busy} onClick={() => void send('DELETE', `/api/editor/schedules/${entry.id}`)}>
              {entry.status === 'failed' ? labels.dismiss : labels.cancel}
            </button>
          ) : null}
        </div>
      ))}
      {open ? (
        <form className={styles.form} onSubmit={submit} aria-label={labels.title}>
          {open.editing === null ? (
            <label htmlFor={`${id}-action`}>
              {labels.action}
              <select id={`${id}-action`} value={open.action} onChange={(e) => setOpen({ ...open, action: e.target.value as ScheduleAction })}>
                <option value="publish">{labels.publish}</option>
                <option value="withdraw">{labels.withdraw}</option>
              </select>
            </label>
          ) : null}
          <label htmlFor={`${id}-day`}>
            {labels.day}
            <input id={`${id}-day`} type="date" required value={open.day} onChange={(e) => setOpen({ ...open, day: e.target.value })} />
          </label>
          <label htmlFor={`${id}-time`}>
            {labels.time}
            <input id={`${id}-time`} type="time" required value={open.time} onChange={(e) => setOpen({ ...open, time: e.target.value })} />
          </label>
          <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            {busy ? labels.working : open.editing === null ? labels.save : labels.changeSave}
          </button>
          <button type="button" className="btn btn--link btn--small" onClick={() => setOpen(null)}>
            {labels.close}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen({ editing: null, action: 'publish', ...quebecFields(new Date(Date.now() + 3600_000).toISOString()) })}>
          {labels.schedule}
        </button>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
