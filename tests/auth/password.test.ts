import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Maison-à-vendre-2024');
    expect(await verifyPassword('Maison-à-vendre-2024', hash)).toBe(true);
    expect(await verifyPassword('maison-à-vendre-2024', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('secret'), hashPassword('secret')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret', a)).toBe(true);
    expect(await verifyPassword('secret', b)).toBe(true);
  });

  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const [prefix, n, r, p, salt, key] = (await hashPassword('secret')).split('$');
    expect([prefix, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
  });

  it('never accepts a malformed or foreign hash', async () => {
    expect(await verifyPassword('secret', '')).toBe(false);
    expect(await verifyPassword('secret', 'secret')).toBe(false);
    expect(await verifyPassword('secret', 'bcrypt$10$abc$def')).toBe(false);
    expect(await verifyPassword('secret', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
  });
});
