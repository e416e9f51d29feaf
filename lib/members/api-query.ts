import { z } from 'zod';
import { contextTypes, kindOfContext } from './types';
import { MAX_PAGE_SIZE, type MemberQuery } from './queries';

/** Query of GET /api/swc/{microsite_id}/members; a bad value is a 400 naming the parameter. */
const schema = z.object({
  context_type: z.enum(contextTypes).default('brokers'),
  office: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(16),
});

export function readMembersQuery(params: URLSearchParams): { ok: true; query: MemberQuery } | { ok: false; param: string; message: string } {
  const raw = Object.fromEntries([...params.entries()].filter(([k]) => ['context_type', 'office', 'page', 'limit'].includes(k)));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const param = String(issue.path[0] ?? 'query');
    return { ok: false, param, message: `${param}: ${issue.message}` };
  }
  const { context_type, office, page, limit } = parsed.data;
  return { ok: true, query: { kind: kindOfContext[context_type], office: office ?? null, page, limit } };
}
