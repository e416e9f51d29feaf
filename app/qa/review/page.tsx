/** /qa/review: submissions waiting for approval (site admins and the executive officer). */
export { default, generateMetadata } from '@/builder/review/ReviewScreen';

export const dynamic = 'force-dynamic';
