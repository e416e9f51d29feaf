import { withEditor } from '@/lib/auth/current-editor';
import { toggleBlockColorScheme } from '@/lib/editor/edit-mode-service';
import { answerBlockAction } from '../answer-block-action';

/** Edit mode: the block's next colour scheme, saved in the page draft. */
export const POST = withEditor((request, _context, editor) => answerBlockAction(request, editor, toggleBlockColorScheme));
