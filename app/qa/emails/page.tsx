/** /qa/emails: every e-mail the site sends, previewed with demo data in both languages (builder/emails). */
export { default, generateMetadata } from '@/builder/emails/EmailsScreen';
