import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/**
 * What the visitor typed in a contact form, to prefill the next form of the session
 * (spec 000 section 3). Kept in sessionStorage, so it leaves with the tab.
 */
export const contactInfoKeys = ['firstname', 'lastname', 'email', 'phone'] as const;
export type ContactInfoKey = (typeof contactInfoKeys)[number];
export type ContactInfo = Record<ContactInfoKey, string>;

export const emptyContactInfo: ContactInfo = { firstname: '', lastname: '', email: '', phone: '' };
export const contactInfoStorageKey = 'contact-info';

export interface ContactInfoActions {
  /** Sets one field; an unknown key is refused with a developer warning. */
  setField(key: string, value: string): void;
  /** Sets every known field present in `info` (unknown keys warn, as with setField). */
  setContactInfo(info: Partial<Record<string, string>>): void;
  clear(): void;
}

export function isContactInfoKey(key: string): key is ContactInfoKey {
  return (contactInfoKeys as readonly string[]).includes(key);
}

/** Keeps only known string fields of whatever session storage held. */
function sanitize(stored: unknown): Partial<ContactInfo> {
  if (!stored || typeof stored !== 'object') return {};
  const info: Partial<ContactInfo> = {};
  for (const key of contactInfoKeys) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string') info[key] = value;
  }
  return info;
}

/**
 * The store reads sessionStorage when it is created in the browser; read it after mount
 * (an effect, or a form's reset) so the server HTML and the first client render agree.
 */
export const useContactInfo = create<ContactInfo & ContactInfoActions>()(
  persist(
    immer((set, get) => ({
      ...emptyContactInfo,
      setField: (key, value) => {
        if (!isContactInfoKey(key)) {
          console.warn(`[contact-info] unknown key ${JSON.stringify(key)} refused`);
          return;
        }
        set((state) => void (state[key] = value));
      },
      setContactInfo: (info) => {
        for (const [key, value] of Object.entries(info)) {
          if (value !== undefined) get().setField(key, value);
        }
      },
      clear: () => set(() => ({ ...emptyContactInfo })),
    })),
    {
      name: contactInfoStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ firstname, lastname, email, phone }) => ({ firstname, lastname, email, phone }),
      merge: (stored, current) => ({ ...current, ...sanitize(stored) }),
    },
  ),
);
