import { createTranslator } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import { publishRefusalText } from '@/lib/editor/publish-refusal-text';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { Schedule, ScheduleKind } from '@/lib/schedules/types';
import { loadMessages } from '@/locales';
import { ScheduleControl, type ScheduleEntry, type ScheduleLabels } from './ScheduleControl.client';

/** The form's labels in the workspace's language (passed down: each list has its own message provider). */
export function scheduleLabels(locale: Locale): ScheduleLabels {
  const m = loadMessages(locale).schedules;
  return {
    schedule: m.schedule, title: m['schedule-title'], action: m.action, publish: m['action-publish'], withdraw: m['action-withdraw'],
    day: m.day, time: m.time, zone: m['time-zone'], save: m.save, change: m.change, changeSave: m['change-save'], cancel: m.cancel,
    dismiss: m.dismiss, close: m.close, working: m.working,
  };
}

/** Why a run was refused, in a sentence: the publish rules' problems, or the reason's words. */
function reasonOf(schedule: Schedule, locale: Locale): string {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'schedules.reasons' });
  if (schedule.problems?.length) return publishRefusalText(schedule.problems as BlockIssue[], locale) || t('invalid_blocks');
  const code = schedule.message ?? '';
  return (t.has(code as 'item_not_found') ? t(code as 'item_not_found') : code) || t('item_not_found');
}

/**
 * An item's schedules in a workspace list: a clock badge per pending one with its time in
 * Québec (and a refused one with its reasons), and the buttons to schedule, change and cancel.
 * A listing's contract end is one of them, shown but not changed here: its date moves it.
 */
export function ScheduleCell({ kind, itemId, schedules = [], locale, labels }: { kind: ScheduleKind; itemId: number; schedules?: Schedule[]; locale: Locale; labels: ScheduleLabels }) {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'schedules' });
  const entries: ScheduleEntry[] = schedules.map((s) => {
    const date = `${formatDateTime(s.runAt, locale)} (${t('time-zone')})`;
    const fixed = s.origin === 'contract_end';
    const text =
      s.status === 'failed'
        ? t(s.action === 'publish' ? 'badge-failed-publish' : 'badge-failed-withdraw', { date, reason: reasonOf(s, locale) })
        : `${t(fixed ? 'badge-contract-end' : s.action === 'publish' ? 'badge-publish' : 'badge-withdraw', { date })}${s.status === 'running' ? ` · ${t('badge-running')}` : ''}`;
    return { id: s.id, status: s.status, action: s.action, runAt: s.runAt, text, fixed };
  });
  return <ScheduleControl kind={kind} itemId={itemId} entries={entries} labels={labels} />;
}
