/**
 * Sites made at /qa/sites: four types (a team renders as a broker site, an office
 * as an agency site), a default language, and a soft delete kept 30 days for a restore
 * (a deleted site answers nowhere; its domains stay reserved until it is purged).
 */
export const sql = `
alter table sites drop constraint sites_type_check;
alter table sites add constraint sites_type_check check (type in ('broker', 'team', 'office', 'agency'));
alter table sites add column default_locale text not null default 'fr' check (default_locale in ('fr', 'en'));
alter table sites add column deleted_at timestamptz;
`;
