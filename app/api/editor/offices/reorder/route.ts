import { collectionReorderRoute } from '@/lib/collections/routes';
import { officesEditorService } from '@/lib/offices/editor-service';

/** POST /api/editor/offices/reorder {ids} -> {updated} (lib/collections/routes.ts). */
export const POST = collectionReorderRoute(officesEditorService);
