import { z } from 'zod';

/** Body of the edit-mode block actions: the public path the editor is on and the block. */
export const blockActionBody = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  blockId: z.string().min(1).max(200),
});
