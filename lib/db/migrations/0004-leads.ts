/**
 * Leads (contact, property alert, property valuation): the lead itself, its delivery
 * outbox (one e-mail per lead, retried with backoff), the used captcha challenges
 * (single use) and the recipients a contact message may address.
 */
export const sql = `
create table lead_recipients (
  site_id text not null references sites(id) on delete cascade,
  type text not null check (type in ('broker', 'administrative_team', 'executive_team', 'team', 'office')),
  slug text not null,
  name text not null,
  email text not null,
  primary key (site_id, type, slug)
);

create table leads (
  id bigserial primary key,
  site_id text not null references sites(id) on delete cascade,
  form_type text not null check (form_type in ('contact_form', 'property_alert', 'property_valuation')),
  locale text not null check (locale in ('fr', 'en')),
  recipient_type text,
  recipient_slug text,
  recipient_email text,
  full_name text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  message text,
  payload jsonb not null,
  consent jsonb not null,
  ip_hash text,
  user_agent text,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by text
);

create index leads_site_created_idx on leads (site_id, created_at desc);

create index leads_form_type_created_idx on leads (form_type, created_at desc);

create table lead_outbox (
  id bigserial primary key,
  lead_id bigint not null unique references leads(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index lead_outbox_due_idx on lead_outbox (status, next_attempt_at);

create table captcha_used (
  id text primary key,
  expires_at timestamptz not null
);

create index captcha_used_expires_idx on captcha_used (expires_at);
`;
