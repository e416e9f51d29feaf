import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces only editors need (the workspace, edit mode, the lead inbox). Public pages
 * pass their messages to the browser through NextIntlClientProvider, inside the page
 * itself: shipping these would add about a third of the page's weight for every visitor.
 */
export const editorOnlyNamespaces = ['editor', 'qa', 'leads', 'blogQa', 'membersEditor', 'collectionsEditor'] as const;

/** The messages the public site's client components may use. */
export function publicClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const shipped: AbstractIntlMessages = { ...messages };
  for (const namespace of editorOnlyNamespaces) delete shipped[namespace];
  return shipped;
}
