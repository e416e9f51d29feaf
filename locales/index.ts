import type { Locale } from '@/lib/i18n/locales';
import frCommon from './fr/common.json';
import enCommon from './en/common.json';
import frErrors from './fr/errors.json';
import enErrors from './en/errors.json';
import frBlocks from './fr/blocks.json';
import enBlocks from './en/blocks.json';
import frHeader from './fr/header.json';
import enHeader from './en/header.json';
import frQa from './fr/qa.json';
import frUi from './fr/ui.json';
import frHeroes from './fr/heroes.json';
import frFooter from './fr/footer.json';
import enFooter from './en/footer.json';
import enHeroes from './en/heroes.json';
import enUi from './en/ui.json';
import enQa from './en/qa.json';

import frSearch from './fr/search.json';
import enSearch from './en/search.json';
import frForms from './fr/forms.json';
import enForms from './en/forms.json';
import frLeads from './fr/leads.json';
import enLeads from './en/leads.json';
import frEditor from './fr/editor.json';
import enEditor from './en/editor.json';
import frMortgage from './fr/mortgage.json';
import enMortgage from './en/mortgage.json';
import frTrust from './fr/trust.json';
import enTrust from './en/trust.json';
import frBlog from './fr/blog.json';
import enBlog from './en/blog.json';
import frBlogQa from './fr/blog-qa.json';
import enBlogQa from './en/blog-qa.json';
import frPlaces from './fr/places.json';
import enPlaces from './en/places.json';
import frMedia from './fr/media.json';
import enMedia from './en/media.json';
import frMembers from './fr/members.json';
import enMembers from './en/members.json';
import frEmails from './fr/emails.json';
import enEmails from './en/emails.json';
import frMembersEditor from './fr/membersEditor.json';
import enMembersEditor from './en/membersEditor.json';
import frCollectionsEditor from './fr/collectionsEditor.json';
import enCollectionsEditor from './en/collectionsEditor.json';
import frAccounts from './fr/accounts.json';
import enAccounts from './en/accounts.json';
import frMediaLibrary from './fr/mediaLibrary.json';
import enMediaLibrary from './en/mediaLibrary.json';
import frListingsEditor from './fr/listingsEditor.json';
import enListingsEditor from './en/listingsEditor.json';
import frAlerts from './fr/alerts.json';
import enAlerts from './en/alerts.json';
import frAlertEmails from './fr/alert-emails.json';
import enAlertEmails from './en/alert-emails.json';
import frConsent from './fr/consent.json';
import enConsent from './en/consent.json';
import frPrivacy from './fr/privacy.json';
import enPrivacy from './en/privacy.json';
import frSchedules from './fr/schedules.json';
import enSchedules from './en/schedules.json';
import frMyData from './fr/my-data.json';
import enMyData from './en/my-data.json';

/**
 * Messages are split by namespace (one JSON file per concern and locale) so that
 * parallel work on different concerns does not collide; they merge here.
 * The French files are the reference: tests/i18n/messages.test.ts checks both
 * locales hold the same keys.
 */
const messages = {
  fr: {
    common: frCommon,
    errors: frErrors,
    blocks: frBlocks,
    header: frHeader,
    qa: frQa,
    ui: frUi,
    heroes: frHeroes,
    footer: frFooter,
    search: frSearch,
    forms: frForms,
    leads: frLeads,
    editor: frEditor,
    mortgage: frMortgage,
    trust: frTrust,
    blog: frBlog,
    blogQa: frBlogQa,
    places: frPlaces,
    media: frMedia,
    members: frMembers,
    membersEditor: frMembersEditor,
    collectionsEditor: frCollectionsEditor,
    accounts: frAccounts,
    mediaLibrary: frMediaLibrary,
    listingsEditor: frListingsEditor,
    alerts: frAlerts,
    alertEmails: frAlertEmails,
    consent: frConsent,
    privacy: frPrivacy,
    myData: frMyData,
    emails: frEmails,
    schedules: frSchedules,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    blocks: enBlocks,
    header: enHeader,
    qa: enQa,
    ui: enUi,
    heroes: enHeroes,
    footer: enFooter,
    search: enSearch,
    forms: enForms,
    leads: enLeads,
    editor: enEditor,
    mortgage: enMortgage,
    trust: enTrust,
    blog: enBlog,
    blogQa: enBlogQa,
    places: enPlaces,
    media: enMedia,
    members: enMembers,
    membersEditor: enMembersEditor,
    collectionsEditor: enCollectionsEditor,
    accounts: enAccounts,
    mediaLibrary: enMediaLibrary,
    listingsEditor: enListingsEditor,
    alerts: enAlerts,
    alertEmails: enAlertEmails,
    consent: enConsent,
    privacy: enPrivacy,
    myData: enMyData,
    emails: enEmails,
    schedules: enSchedules,
  },
} as const;

export type Messages = (typeof messages)['fr'];

export function loadMessages(locale: Locale): Messages {
  return messages[locale] as Messages;
}
