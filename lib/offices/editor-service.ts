import type { CollectionService } from '@/lib/collections/routes';
import { officeInputSchema, type OfficeInput } from './schema';
import { createOffice, deleteOffice, reorderOffices, updateOffice } from './service';

/** The offices collection as the editor API serves it (lib/collections/routes.ts). */
export const officesEditorService: CollectionService<OfficeInput> = { schema: officeInputSchema as never, create: createOffice, update: updateOffice, remove: deleteOffice, reorder: reorderOffices };
