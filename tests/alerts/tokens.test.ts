import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '@/lib/alerts/tokens';

const KEY = 'k'.repeat(64);
const now = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;

describe('signed alert links', () => {
  it('a link opens its own search for its own purpose', () => {
    expect(verifyToken(KEY, 'confirm', signToken(KEY, 'confirm', 42, now), now)).toEqual({ ok: true, searchId: 42 });
  });

  it('a changed character, another search id, another purpose or another key is invalid', () => {
    const token = signToken(KEY, 'manage', 42, now);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken(KEY, 'manage', token.slice(0, -1) + last, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(KEY, 'manage', token.replace('.42.', '.43.'), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(KEY, 'unsubscribe', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('other', 'manage', token, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'x', '../../etc', null, 42, 'c.1.zz.' + 'a'.repeat(500)]) {
      expect(verifyToken(KEY, 'manage', junk, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('the confirmation link is valid 7 days, then expired', () => {
    const token = signToken(KEY, 'confirm', 7, now);
    expect(verifyToken(KEY, 'confirm', token, now + 7 * DAY - 1000).ok).toBe(true);
    expect(verifyToken(KEY, 'confirm', token, now + 7 * DAY + 1000)).toEqual({ ok: false, reason: 'expired' });
  });
});
