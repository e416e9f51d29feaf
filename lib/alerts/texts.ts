import { createTranslator } from 'next-intl';
import { loadMessages } from '@/locales';
import type { AlertLocale } from './types';

/** The alert e-mails' texts (locales/{fr,en}/alert-emails.json). */
export const alertTexts = (locale: AlertLocale) => createTranslator({ locale, messages: loadMessages(locale), namespace: 'alertEmails' });
