/**
 * The lead outbox also carries account e-mails (invitations, password resets): a row has a
 * lead or a composed message, so those e-mails survive a crash and are retried like leads.
 * The message (it holds a one-time link) is cleared once sent.
 */
export const sql = `
alter table lead_outbox alter column lead_id drop not null;
alter table lead_outbox add column message jsonb;
alter table lead_outbox add constraint lead_outbox_lead_or_message check (lead_id is not null or message is not null or status = 'sent');
`;
