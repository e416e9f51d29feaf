import { sql as content } from './0001-content';
import { sql as meta } from './0002-meta';

/** Every migration, in order. Add a file NNNN-name.ts and list it here; never edit an applied one. */
export const migrations: { version: string; sql: string }[] = [
  { version: '0001-content', sql: content },
  { version: '0002-meta', sql: meta },
];
