/**
 * Facts about this database. database_id is random per database: cache keys include it,
 * so a build's data cache never serves pages of another (or a reset) database.
 */
export const sql = `
create table app_meta (
  key text primary key,
  value text not null
);

insert into app_meta (key, value) values ('database_id', md5(random()::text || clock_timestamp()::text));
`;
