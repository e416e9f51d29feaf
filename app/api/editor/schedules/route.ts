import { NextResponse } from 'next/server';
import { z } from 'zod';
import { editorRoute } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { wakeJob } from '@/lib/jobs/server-runner';
import { actorOf, scheduleErrorResponse } from '@/lib/schedules/http';
import { SCHEDULES_JOB } from '@/lib/schedules/job';
import { createSchedule } from '@/lib/schedules/manage';
import { SCHEDULE_ACTIONS, SCHEDULE_KINDS } from '@/lib/schedules/types';

const body = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  itemId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(SCHEDULE_ACTIONS),
  day: z.string().max(10),
  time: z.string().max(8),
});

/**
 * Schedules a page's, an article's or a listing's publication or withdrawal at a day and time
 * in Québec: {kind, itemId, action, day, time} -> 201 {schedule}. 422 in the past, 403 for a
 * role that may not publish the item, 404 for another site's item (lib/schedules/manage.ts).
 */
export const POST = editorRoute(async (request, { db, editor }) => {
  const parsed = await readJsonBody(request, body);
  if (!parsed.ok) return parsed.response;
  try {
    const schedule = await createSchedule(db, actorOf(editor), parsed.data);
    // This instance's job sets its timer for the new time (the others find it on their next pass).
    wakeJob(SCHEDULES_JOB);
    return NextResponse.json({ schedule }, { status: 201 });
  } catch (error) {
    return scheduleErrorResponse(request, error);
  }
}, 'broker');
