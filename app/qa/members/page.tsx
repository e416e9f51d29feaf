/** /qa/members: brokers, teams and staff. */
export { default, generateMetadata } from '@/builder/members/MembersScreen';
