import { NextResponse } from 'next/server';
import { z } from 'zod';
import { editorRoute, notFound, parseId } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { wakeJob } from '@/lib/jobs/server-runner';
import { actorOf, scheduleErrorResponse } from '@/lib/schedules/http';
import { SCHEDULES_JOB } from '@/lib/schedules/job';
import { cancelSchedule, changeSchedule } from '@/lib/schedules/manage';

const body = z.object({ day: z.string().max(10), time: z.string().max(8) });

/** Moves a pending schedule to another day and time (Québec): {day, time} -> 200 {schedule}. */
export const PATCH = editorRoute<{ id: string }>(async (request, { params, db, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('schedule');
  const parsed = await readJsonBody(request, body);
  if (!parsed.ok) return parsed.response;
  try {
    const schedule = await changeSchedule(db, actorOf(editor), id, parsed.data);
    wakeJob(SCHEDULES_JOB);
    return NextResponse.json({ schedule });
  } catch (error) {
    return scheduleErrorResponse(request, error);
  }
}, 'broker');

/** Cancels a pending schedule (or clears a refused one from the lists): 204. */
export const DELETE = editorRoute<{ id: string }>(async (request, { params, db, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('schedule');
  try {
    await cancelSchedule(db, actorOf(editor), id);
    return new NextResponse(null, { status: 204 });
  } catch (error) {
    return scheduleErrorResponse(request, error);
  }
}, 'broker');
