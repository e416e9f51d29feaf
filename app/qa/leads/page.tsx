/** /qa/leads: the leads received. */
export { default, generateMetadata } from '@/builder/leads/LeadsScreen';
