/**
 * A schedule request the editor must be told about (not a bug): its HTTP status and a code
 * whose sentence the screen's language gives (editor.schedule.errors.<code> in locales/).
 */
export type ScheduleErrorCode =
  | 'schedule_in_past'
  | 'schedule_too_far'
  | 'invalid_time'
  | 'item_not_found'
  | 'schedule_not_found'
  | 'not_published'
  | 'not_pending'
  | 'forbidden'
  | 'review_required'
  | 'contract_end';

const statusOf: Record<ScheduleErrorCode, number> = {
  schedule_in_past: 422,
  schedule_too_far: 422,
  invalid_time: 400,
  item_not_found: 404,
  schedule_not_found: 404,
  not_published: 409,
  not_pending: 409,
  forbidden: 403,
  review_required: 409,
  contract_end: 409,
};

export class ScheduleError extends Error {
  readonly status: number;

  constructor(readonly code: ScheduleErrorCode, message: string) {
    super(message);
    this.name = 'ScheduleError';
    this.status = statusOf[code];
  }
}
