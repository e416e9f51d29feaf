'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { guardDecision, type GuardPost } from '@/lib/blog/guard';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { specialPaths } from '@/lib/i18n/routes';
import { setScrollLock } from '@/stores/scroll-lock';
import styles from './post.module.css';

/**
 * Blog language guard (spec 000): on a post, a click that would open the other language
 * version of this post (the header's language switcher or any link to it) is cancelled
 * when that version has no main content, and the warning modal opens instead. It listens
 * in the capture phase on window, so it runs before Next's client-side link handling.
 * Navigations that are not clicks (a script's location.assign, a form submission) are
 * caught through the Navigation API's cancelable `navigate` event where the browser has it.
 * Next's own router.push is not: it renders before it updates the history, and no code of
 * the site pushes a post's other language (the switcher is a link).
 */
/** The part of the Navigation API the guard uses (not in TypeScript's DOM types yet). */
interface NavigateEventLike {
  cancelable: boolean;
  hashChange: boolean;
  downloadRequest: string | null;
  destination: { url: string };
  preventDefault(): void;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

export function BlogLanguageGuard({ post }: { post: GuardPost }) {
  const [target, setTarget] = useState<Locale | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTranslations('blog.guard');

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      const lang = anchor.getAttribute('lang');
      // The header's language switcher marks its links with the target language (LocaleLink).
      const fromSwitcher = anchor.hasAttribute('hreflang') && isLocale(lang);
      const locale = fromSwitcher ? (lang as Locale) : anchor.pathname.split('/')[1];
      if (!isLocale(locale)) return;
      const decision = guardDecision(post, fromSwitcher ? { locale } : { locale, path: anchor.pathname });
      if (decision === 'navigate') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setTarget(locale);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [post]);

  useEffect(() => {
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    if (!navigation) return;
    const onNavigate = (event: NavigateEventLike) => {
      if (!event.cancelable || event.hashChange || event.downloadRequest !== null) return;
      const url = new URL(event.destination.url);
      const locale = url.pathname.split('/')[1];
      if (url.origin !== window.location.origin || !isLocale(locale)) return;
      if (guardDecision(post, { locale, path: url.pathname }) === 'navigate') return;
      event.preventDefault();
      setTarget(locale);
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, [post]);

  useEffect(() => {
    if (!target) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    setScrollLock('blog-guard', true);
    return () => setScrollLock('blog-guard', false);
  }, [target]);

  if (!target) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.guard}
      aria-labelledby={titleId}
      onClose={() => setTarget(null)}
      onClick={(event) => {
        if (event.target === event.currentTarget) setTarget(null);
      }}
      data-testid="blog-language-guard"
    >
      <div className={styles.guardPanel} lang={post.locale}>
        <h2 id={titleId}>{t('title')}</h2>
        <p>{t('message')}</p>
        <div className={styles.guardActions}>
          <a className="btn btn--primary" href={`/${target}${specialPaths.blog[target]}`} hrefLang={target}>
            {t('back')}
          </a>
          {/* Closed through the state, not dialog.close(): its close event comes a task later and
              would hide a guard a navigation reopened in between. */}
          <button type="button" className="btn btn--secondary" onClick={() => setTarget(null)}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
