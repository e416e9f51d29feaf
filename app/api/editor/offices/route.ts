import { collectionCreateRoute } from '@/lib/collections/routes';
import { officesEditorService } from '@/lib/offices/editor-service';

/** POST /api/editor/offices {item} -> 201 {id} (lib/collections/routes.ts). */
export const POST = collectionCreateRoute(officesEditorService);
