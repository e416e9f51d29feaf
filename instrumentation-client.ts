import { announceNavigationStart } from '@/components/site/navigation-start';

/** Programmatic navigations (router.push) start the progress bar too. */
export function onRouterTransitionStart() {
  announceNavigationStart();
}
