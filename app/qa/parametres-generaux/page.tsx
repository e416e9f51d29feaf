/** The French route of the general settings (spec 000 section 2): the same page. */
export { default, generateMetadata } from '@/builder/settings/SettingsScreen';
