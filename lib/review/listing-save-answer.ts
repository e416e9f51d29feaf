import { NextResponse } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import type { ListingSaveOutcome } from './listing-save';

/** A listing save's outcome as the editor API answers it: {uls} (200), {uls, submission} (202), or the refusal. */
export function listingSaveAnswer(outcome: ListingSaveOutcome): Response {
  if (outcome.status === 200) return NextResponse.json({ uls: outcome.uls });
  if (outcome.status === 202) return NextResponse.json({ uls: outcome.uls, submission: outcome.submission }, { status: 202 });
  return jsonError(outcome.status, outcome.code, outcome.message, outcome.field ? { field: outcome.field } : {});
}
