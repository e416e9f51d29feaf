/**
 * The e-mails the e2e site sent, read from the local SMTP sink that playwright.config.ts starts
 * (scripts/lib/smtp-sink.mjs). The site delivers through its outbox, a moment after the action:
 * `waitForMail` polls until a message to the address (and matching the filter) arrives.
 */
import { expect } from '@playwright/test';

export type ReceivedMail = {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

function mailboxUrl(query = ''): string {
  const port = process.env.E2E_MAILBOX_PORT;
  if (!port) throw new Error('E2E_MAILBOX_PORT is not set: the e2e config starts the SMTP sink');
  return `http://127.0.0.1:${port}/messages${query}`;
}

/** Every message sent to `to` so far (every message with `to` empty), oldest first. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(mailboxUrl(to ? `?to=${encodeURIComponent(to.toLowerCase())}` : ''));
  return (await res.json()) as ReceivedMail[];
}

/** The first message to `to` (any recipient when empty) that `match` accepts, waiting for the outbox to send it. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeout = 20_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).find(match);
        return Boolean(found);
      },
      { timeout, message: `an e-mail to ${to || 'anyone'}` },
    )
    .toBe(true);
  return found!;
}

/** The links of a message's plain-text part, in order. */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
