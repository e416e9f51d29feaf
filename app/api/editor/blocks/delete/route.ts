import { withEditor } from '@/lib/auth/current-editor';
import { deleteBlock } from '@/lib/editor/edit-mode-service';
import { answerBlockAction } from '../answer-block-action';

/** Edit mode: removes the block from the page draft. */
export const POST = withEditor((request, _context, editor) => answerBlockAction(request, editor, deleteBlock));
