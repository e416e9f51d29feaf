import { render } from '@react-email/render';
import { createElement } from 'react';
import type { ComposedEmail, EmailContent } from './content';
import { EmailDocument } from './EmailDocument';
import { emailText } from './text-part';

/** Both parts of an e-mail from its content: the HTML through React Email, the text beside it. */
export async function renderEmail(content: EmailContent, to: string, headers?: Record<string, string>): Promise<ComposedEmail> {
  const html = await render(createElement(EmailDocument, { content }));
  return {
    to,
    // Header values on one line: no text can smuggle headers in.
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    text: emailText(content),
    html,
    ...(headers ? { headers } : {}),
  };
}
