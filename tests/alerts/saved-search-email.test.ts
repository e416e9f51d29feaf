import { describe, expect, it } from 'vitest';
import { validateSaveSearch } from '@/lib/alerts/save-search-request';
import { readSaveRequest } from '@/lib/alerts/save';

/*
 * "Save this search": the dialog refuses exactly the addresses the intake refuses, with the
 * same code, so a visitor is never told an address is fine and then refused (or the reverse).
 */

const ADDRESSES = ['marie@example.com', ' marie@example.com ', 'a@b.c', 'marie@exemple.qc.ca', 'marie@', 'marie example@x.com', '@x.com', 'x@y', '', '   ', `${'a'.repeat(250)}@x.com`];

const dialog = (email: string) => validateSaveSearch({ email, frequency: 'daily', locale: 'fr', consent: true }).email ?? null;
const intake = (email: string) => {
  const read = readSaveRequest({ email, frequency: 'daily', consent: true, criteria: '' }, 'fr');
  return read.ok ? null : (read.errors.email ?? null);
};

describe('saved-search e-mail check', () => {
  it('the dialog and the intake answer the same for each address', () => {
    for (const email of ADDRESSES) expect({ email, code: dialog(email) }).toEqual({ email, code: intake(email) });
  });

  it('names a missing address and a malformed one apart', () => {
    expect(intake('   ')).toBe('email-required');
    expect(intake('marie@')).toBe('email-invalid');
    expect(intake(`${'a'.repeat(250)}@x.com`)).toBe('email-invalid');
    expect(intake(' marie@example.com ')).toBeNull();
  });
});
