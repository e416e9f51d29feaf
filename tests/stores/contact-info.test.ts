import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../search/memory-storage';

let storage: MemoryStorage;

/** A fresh module instance, as after a page reload in the same tab. */
async function loadStore() {
  vi.resetModules();
  return (await import('@/stores/contact-info')).useContactInfo;
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact info store', () => {
  it('starts with every field empty', async () => {
    const store = await loadStore();
    const { firstname, lastname, email, phone } = store.getState();
    expect({ firstname, lastname, email, phone }).toEqual({ firstname: '', lastname: '', email: '', phone: '' });
  });

  it('keeps what the visitor typed for the rest of the session', async () => {
    const first = await loadStore();
    first.getState().setField('firstname', 'Julie');
    first.getState().setField('email', 'julie@example.com');
    expect(JSON.parse(storage.getItem('contact-info') ?? '{}').state).toEqual({
      firstname: 'Julie',
      lastname: '',
      email: 'julie@example.com',
      phone: '',
    });
    const reloaded = await loadStore();
    expect(reloaded.getState().firstname).toBe('Julie');
    expect(reloaded.getState().email).toBe('julie@example.com');
  });

  it('refuses an unknown key with a developer warning and leaves the state unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await loadStore();
    store.getState().setField('firstname', 'Marc');
    const before = store.getState();
    store.getState().setField('address', '123 rue Principale');
    expect(store.getState()).toBe(before);
    expect(store.getState()).not.toHaveProperty('address');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address'));
  });

  it('ignores unknown or non-text fields found in session storage', async () => {
    storage.setItem('contact-info', JSON.stringify({ state: { firstname: 'Luc', phone: 5145550000, admin: 'yes' }, version: 0 }));
    const store = await loadStore();
    expect(store.getState().firstname).toBe('Luc');
    expect(store.getState().phone).toBe('');
    expect(store.getState()).not.toHaveProperty('admin');
  });

  it('sets several fields at once and clears them', async () => {
    const store = await loadStore();
    store.getState().setContactInfo({ firstname: 'Anne', lastname: 'Roy', phone: '(514) 555-0101' });
    expect(store.getState().lastname).toBe('Roy');
    store.getState().clear();
    expect(store.getState().firstname).toBe('');
    expect(JSON.parse(storage.getItem('contact-info') ?? '{}').state.firstname).toBe('');
  });
});
