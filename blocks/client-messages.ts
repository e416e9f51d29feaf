import type { Block } from './types';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import { getBlockDefinition } from './registry';

/** The message namespaces the islands of these blocks read (their definitions' clientMessages). */
export function blockClientNamespaces(blocks: readonly Block[]): ClientNamespace[] {
  const namespaces = new Set<ClientNamespace>();
  for (const block of blocks) {
    for (const namespace of getBlockDefinition(block.block_type)?.clientMessages ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
