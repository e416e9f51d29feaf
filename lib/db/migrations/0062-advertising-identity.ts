/**
 * What the OACIQ's mandatory mentions and photo rule need (docs/compliance.md): a member's
 * name exactly as on the licence (empty reads as their name), licence number and the date
 * their photo was taken or last replaced; a site's advertising identity (agency name as
 * registered, its kind, licence number, executive officer, the broker a broker site
 * advertises, franchise statement), read with the site row.
 */
export const sql = `
alter table members add column licence_name text not null default '';
alter table members add column licence_number text not null default '';
alter table members add column photo_taken_on date;
alter table sites add column advertising jsonb not null default '{}';
`;
