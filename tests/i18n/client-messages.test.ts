import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/locales';
import { editorOnlyNamespaces, publicClientMessages } from '@/lib/i18n/client-messages';

describe('messages shipped to the public site', () => {
  it('leave out the editor-only namespaces and keep every other one', () => {
    const all = loadMessages('fr');
    const shipped = publicClientMessages(all);
    for (const namespace of editorOnlyNamespaces) expect(shipped).not.toHaveProperty(namespace);
    expect(Object.keys(shipped).sort()).toEqual(
      Object.keys(all)
        .filter((namespace) => !(editorOnlyNamespaces as readonly string[]).includes(namespace))
        .sort(),
    );
    expect(all).toHaveProperty('editor');
  });
});
