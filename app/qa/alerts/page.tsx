/** /qa/alerts: the site's saved searches and alerts (builder/alerts). */
export { default, generateMetadata } from '@/builder/alerts/AlertsScreen';
