import { describe, expect, it, vi } from 'vitest';
import { LeadSubmitError, postLead } from '@/lib/forms/submit';

const api = { micrositeId: 'ms-42', siteKey: 'key-abc', locale: 'fr' as const };
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

describe('postLead', () => {
  it('posts JSON with the site key, the language and Accept JSON', async () => {
    const fetchImpl = answer(200, { status: 'success' });
    await postLead({ form_type: 'contact_form' }, api, fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/swc/ms-42/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Site-Key': 'key-abc', 'Content-Language': 'fr', Accept: 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ form_type: 'contact_form' });
  });

  it('rejects a 422 with the field texts of the intake', async () => {
    const error = await postLead({}, api, answer(422, { status: 'error', error: 'invalid', errors: { email: ['Courriel invalide'] } })).catch((e) => e);
    expect(error).toBeInstanceOf(LeadSubmitError);
    expect(error.reason).toBe('invalid');
    expect(error.fieldErrors).toEqual({ email: ['Courriel invalide'] });
    expect(error.messages).toEqual(['Courriel invalide']);
  });

  it('rejects a 429 with its Retry-After, and a 503 as unavailable', async () => {
    const limited = await postLead({}, api, answer(429, { status: 'error' }, { 'Retry-After': '30' })).catch((e) => e);
    expect(limited.reason).toBe('rate-limited');
    expect(limited.retryAfter).toBe(30);
    expect((await postLead({}, api, answer(503, { status: 'error' })).catch((e) => e)).reason).toBe('unavailable');
  });

  it('refuses to send without a microsite id or site key', async () => {
    const fetchImpl = answer(200, { status: 'success' });
    const error = await postLead({}, { ...api, siteKey: null }, fetchImpl).catch((e) => e);
    expect(error.reason).toBe('not-configured');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('describeFailure', () => {
  it('maps intake field names back to form fields and keeps their texts', async () => {
    const { describeFailure } = await import('@/lib/forms/failure');
    const failure = describeFailure(new LeadSubmitError('invalid', { first_name: ['Prénom requis'], nb_bedrooms: ['Nombre invalide'] }), { rateLimited: 'Too many' });
    expect(failure.fieldErrors).toEqual({ firstname: ['Prénom requis'], bedrooms: ['Nombre invalide'] });
    expect(failure.messages).toEqual(['Prénom requis', 'Nombre invalide']);
  });

  it('explains a rate limit and leaves other failures to the generic text', async () => {
    const { describeFailure } = await import('@/lib/forms/failure');
    expect(describeFailure(new LeadSubmitError('rate-limited'), { rateLimited: 'Too many' }).messages).toEqual(['Too many']);
    expect(describeFailure(new LeadSubmitError('unavailable'), { rateLimited: 'Too many' }).messages).toEqual([]);
    expect(describeFailure(new Error('boom'), { rateLimited: 'Too many' }).messages).toEqual([]);
  });
});
