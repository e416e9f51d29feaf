import { sql as content } from './0001-content';

/** Every migration, in order. Add a file NNNN-name.ts and list it here; never edit an applied one. */
export const migrations: { version: string; sql: string }[] = [
  { version: '0001-content', sql: content },
];
