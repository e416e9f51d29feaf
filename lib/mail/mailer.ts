import nodemailer from 'nodemailer';
import { config, type Config } from '@/lib/config/env';

/** One e-mail as the mailer sends it: a lead, an account e-mail or an alert. */
export interface OutgoingEmail {
  to: string;
  /** The visitor, for a lead; none for an account e-mail. */
  replyTo?: string;
  subject: string;
  text: string;
  /** HTML alternative (alert e-mails). */
  html?: string;
  /** Extra headers (List-Unsubscribe on alert e-mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** SMTP delivery (env SMTP_URL, e.g. smtp://user:pass@mail.example.com:587; SMTP_FROM). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, replyTo: email.replyTo, subject: email.subject, text: email.text, html: email.html, headers: email.headers });
    },
  };
}

/** The configured mailer, or null when SMTP_URL is not set (leads then wait in the inbox). */
export function mailerFromEnv(settings: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'> = config()): Mailer | null {
  const url = settings.SMTP_URL;
  if (!url) return null;
  return createSmtpMailer(url, settings.SMTP_FROM ?? 'no-reply@localhost');
}
