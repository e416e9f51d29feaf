/** /qa/leads/:id: one lead and its deliveries. */
export { default, generateMetadata } from '@/builder/leads/LeadScreen';
