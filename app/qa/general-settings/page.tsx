/** /qa/general-settings: the site's settings and theme. */
export { default, generateMetadata } from '@/builder/settings/SettingsScreen';
