import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/locales';
import { publicClientMessages } from '@/lib/i18n/client-messages';

// Written out here, not imported: the workspace's namespaces must never reach visitors,
// and the site's own ones must (DESIGN.md: Puck and the editor never ship in public pages).
const EDITOR_ONLY = ['editor', 'qa', 'leads'];
const PUBLIC = ['blocks', 'common', 'errors', 'footer', 'forms', 'header', 'heroes', 'search', 'ui'];

describe('messages shipped to the public site', () => {
  it('leave out the editor workspace namespaces', () => {
    for (const locale of ['fr', 'en'] as const) {
      const all = loadMessages(locale);
      for (const namespace of EDITOR_ONLY) expect(all).toHaveProperty(namespace);
      const shipped = publicClientMessages(all);
      for (const namespace of EDITOR_ONLY) expect(shipped, namespace).not.toHaveProperty(namespace);
    }
  });

  it('keep every namespace the public site needs, whole', () => {
    const all = loadMessages('fr');
    const shipped = publicClientMessages(all);
    for (const namespace of PUBLIC) expect(shipped[namespace], namespace).toEqual(all[namespace as keyof typeof all]);
  });
});
