/** The editor area's root layout: the workspace shell (navigation, language link). */
export { default, generateMetadata } from '@/builder/shell/WorkspaceLayout';
