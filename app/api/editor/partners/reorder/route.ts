import { collectionReorderRoute } from '@/lib/collections/routes';
import { partnersEditorService } from '@/lib/partners/editor-service';

/** POST /api/editor/partners/reorder {ids} -> {updated} (lib/collections/routes.ts). */
export const POST = collectionReorderRoute(partnersEditorService);
