/** /qa/machines: the site's state machines, live. */
export { default, generateMetadata } from '@/builder/machines/MachinesScreen';
