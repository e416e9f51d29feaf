/** What notFound() shows in the workspace (404): inside the shell, in the workspace's language. */
export { default } from '@/builder/account/NotFoundScreen';
