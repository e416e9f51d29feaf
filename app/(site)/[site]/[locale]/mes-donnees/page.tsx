import { myDataMetadata, myDataPage } from '@/components/my-data/my-data-page';

// Personal and changing: rendered per request, never page-cached.
export const dynamic = 'force-dynamic';
export const metadata = myDataMetadata;

/** /fr/mes-donnees, and /fr/mes-donnees?t=TOKEN (the e-mailed link). */
export default myDataPage('fr');
