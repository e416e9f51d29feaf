/** What notFound() shows (404) in the workspace. */
export { default } from '@/builder/shell/NotFoundScreen';
