import { alertPage, alertPageMetadata } from '@/components/alerts/alert-pages';

// Personal and changing: rendered per request, never page-cached.
export const dynamic = 'force-dynamic';
export const metadata = alertPageMetadata;

/** /en/alerts/unsubscribe?t=TOKEN (docs/alerts.md). */
export default alertPage('unsubscribe', 'en');
