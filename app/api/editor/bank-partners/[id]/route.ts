import { collectionItemRoutes } from '@/lib/collections/routes';
import { bankPartnersEditorService } from '@/lib/partners/editor-service';

/** PUT and DELETE /api/editor/bank-partners/{id} (lib/collections/routes.ts). */
export const { PUT, DELETE } = collectionItemRoutes(bankPartnersEditorService);
