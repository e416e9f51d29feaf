'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localeCookie } from './locale-cookie';

interface LocaleLinkProps {
  locale: Locale;
  href: string;
  hrefLang: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to this page in another language, labelled with that language's name in that
 * language (hence lang). A full navigation (plain <a>), since the
 * document language, messages and locale-specific script tags all change; it saves
 * the choice in the locale cookie first.
 */
export function LocaleLink({ locale, href, hrefLang, className, children }: LocaleLinkProps) {
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      lang={locale}
      className={className}
      onClick={() => {
        document.cookie = localeCookie(locale);
      }}
    >
      {children}
    </a>
  );
}
