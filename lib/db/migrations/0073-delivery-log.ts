/**
 * The outbox as a delivery log: each row says which site sent it, to whom and about what, so
 * a visitor's "My data" page lists the e-mails sent to them and retention can blank them.
 * CASL: an alert e-mail's row carries the proof of the recipient's consent (the saved
 * search's consent text word for word, when and from where it was given, when it was
 * confirmed, and the lead's consent record when the search came from a lead form). A trigger
 * fills these for every writer of the outbox, so no send path can leave them out.
 */
export const sql = `
alter table lead_outbox add column site_id text references sites(id) on delete cascade;
alter table lead_outbox add column recipient text;
alter table lead_outbox add column subject text;
alter table lead_outbox add column consent_proof jsonb;

create index lead_outbox_recipient_idx on lead_outbox (site_id, recipient);
create index lead_outbox_created_idx on lead_outbox (created_at) where recipient is not null or subject is not null;

-- The function body puts its semicolons at line starts: lib/db/migrate.ts splits statements on ";" at line end.
create function lead_outbox_delivery_log() returns trigger language plpgsql as $fn$
begin
  if new.message is not null then
    new.recipient := coalesce(new.recipient, lower(new.message->>'to'))
    ; new.subject := coalesce(new.subject, left(new.message->>'subject', 300))
  ; end if
  ; if new.saved_search_id is not null then
      select coalesce(new.site_id, s.site_id),
             coalesce(new.consent_proof, jsonb_build_object(
               'saved_search_id', s.id,
               'consent_text', s.consent_text,
               'consented_at', s.consented_at,
               'consent_ip_hash', s.consent_ip_hash,
               'confirmed_at', s.confirmed_at,
               'lead_id', s.lead_id,
               'lead_consent', (select l.consent from leads l where l.id = s.lead_id)))
        into new.site_id, new.consent_proof
        from saved_searches s where s.id = new.saved_search_id
  ; elsif new.lead_id is not null and new.site_id is null then
      select l.site_id into new.site_id from leads l where l.id = new.lead_id
  ; end if
  ; return new
; end
$fn$;

create trigger lead_outbox_delivery_log before insert on lead_outbox
  for each row execute function lead_outbox_delivery_log();
`;
