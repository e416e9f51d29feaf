import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { isCollectionError } from './errors';

/**
 * The editor HTTP API of a collection (offices, partners, bank partners), one shape for all:
 *   POST   /api/editor/{collection}          {item}  -> 201 {id}
 *   PUT    /api/editor/{collection}/{id}     {item}  -> 200 {id}
 *   DELETE /api/editor/{collection}/{id}             -> 204
 *   POST   /api/editor/{collection}/reorder  {ids}   -> 200 {updated}
 * Cookie-authenticated (withEditor; lib/http checks origin and JSON type). A body that fails
 * the schema is a 400 naming the field, an unknown id a 404, a taken slug a 409, an order
 * that is not every id of the site a 422; the service writes in one transaction and
 * invalidates the pages that show the collection.
 */
export interface CollectionService<Input> {
  schema: z.ZodType<Input>;
  create: (db: Database, siteId: string, input: Input) => Promise<{ id: number }>;
  update: (db: Database, siteId: string, id: number, input: Input) => Promise<{ id: number }>;
  remove: (db: Database, siteId: string, id: number) => Promise<void>;
  reorder: (db: Database, siteId: string, ids: number[]) => Promise<void>;
}

type IdContext = { params: Promise<{ id: string }> };
const reorderBody = z.object({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(5000) });

async function siteId(request: Request): Promise<string | null> {
  return (await siteOfRequest(await getDb(), request))?.id ?? null;
}

function serviceError(error: unknown): Response {
  if (isCollectionError(error)) {
    return jsonError(error.status, error.code, error.field ? `${error.field}: ${error.message}` : error.message, { field: error.field });
  }
  throw error;
}

const noSite = () => jsonError(404, 'site_not_found', 'No site matches this request');

/** POST (create) for the collection's route.ts. */
export function collectionCreateRoute<Input>(service: CollectionService<Input>) {
  return withEditor(async (request) => {
    const body = await readJsonBody(request, service.schema);
    if (!body.ok) return body.response;
    const site = await siteId(request);
    if (!site) return noSite();
    try {
      const { id } = await service.create(await getDb(), site, body.data as Input);
      return NextResponse.json({ id }, { status: 201 });
    } catch (error) {
      return serviceError(error);
    }
  });
}

/** PUT (update) and DELETE for the collection's [id]/route.ts. */
export function collectionItemRoutes<Input>(service: CollectionService<Input>) {
  const target = async (request: Request, context: IdContext): Promise<{ response: Response } | { id: number; site: string }> => {
    const { id } = await context.params;
    if (!/^\d{1,15}$/.test(id)) return { response: jsonError(400, 'invalid_id', 'id: must be a positive integer') };
    const site = await siteId(request);
    if (!site) return { response: noSite() };
    return { id: Number(id), site };
  };
  return {
    PUT: withEditor<IdContext>(async (request, context) => {
      const t = await target(request, context);
      if ('response' in t) return t.response;
      const body = await readJsonBody(request, service.schema);
      if (!body.ok) return body.response;
      try {
        const { id } = await service.update(await getDb(), t.site, t.id, body.data as Input);
        return NextResponse.json({ id });
      } catch (error) {
        return serviceError(error);
      }
    }),
    DELETE: withEditor<IdContext>(async (request, context) => {
      const t = await target(request, context);
      if ('response' in t) return t.response;
      try {
        await service.remove(await getDb(), t.site, t.id);
        return new NextResponse(null, { status: 204 });
      } catch (error) {
        return serviceError(error);
      }
    }),
  };
}

/** POST for the collection's reorder/route.ts: every id of the site, in the new order. */
export function collectionReorderRoute<Input>(service: CollectionService<Input>) {
  return withEditor(async (request) => {
    const body = await readJsonBody(request, reorderBody, 256 * 1024);
    if (!body.ok) return body.response;
    const site = await siteId(request);
    if (!site) return noSite();
    try {
      await service.reorder(await getDb(), site, body.data.ids);
      return NextResponse.json({ updated: body.data.ids.length });
    } catch (error) {
      return serviceError(error);
    }
  });
}
