/**
 * Stale-translation flags: for each block of a page's draft, when each locale's values
 * last changed ({blockId: {fr: {at, catchUp?}, en: {...}}}), kept up to date by the draft
 * save (lib/editor/locale-changes.ts). Pages saved before this start with no record and
 * get flags once a locale of a block changes.
 */
export const sql = `
alter table pages add column locale_changes jsonb not null default '{}';
`;
