/**
 * The daily limit of confirmation e-mails per address counts its pending searches across all
 * sites (lib/alerts/save.ts): an index on the address for those rows only.
 */
export const sql = `
create index saved_searches_pending_email_idx on saved_searches (lower(email), created_at) where status = 'pending';
`;
