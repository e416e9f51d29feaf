import { collectionItemRoutes } from '@/lib/collections/routes';
import { officesEditorService } from '@/lib/offices/editor-service';

/** PUT and DELETE /api/editor/offices/{id} (lib/collections/routes.ts). */
export const { PUT, DELETE } = collectionItemRoutes(officesEditorService);
