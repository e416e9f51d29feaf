/** What requireRole's forbidden() shows (403) in the workspace. */
export { default } from '@/builder/account/ForbiddenScreen';
