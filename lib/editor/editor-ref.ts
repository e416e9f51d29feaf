import type { Editor } from '@/lib/auth/editors';

/** Who does a write: the id for locks, the name for "last saved by" in lists and conflicts. */
export type EditorRef = Pick<Editor, 'id' | 'name'>;
