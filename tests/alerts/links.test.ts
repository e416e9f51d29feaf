import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_PAGE_PATHS, alertPagePath, tokenOf, type AlertPage } from '@/lib/alerts/links';

/*
 * The e-mails' links and the public alert pages read one table of paths: each path is served
 * by a route file that renders that very page in that language.
 */

const ROUTES = path.join(process.cwd(), 'app', '(site)', '[site]', '[locale]');

describe('alert page paths', () => {
  it('each page and language has a route file rendering that page', () => {
    for (const page of Object.keys(ALERT_PAGE_PATHS) as AlertPage[]) {
      for (const locale of ['fr', 'en'] as const) {
        const [, pathLocale, ...segments] = ALERT_PAGE_PATHS[page][locale].split('/');
        expect(pathLocale).toBe(locale);
        const file = path.join(ROUTES, ...segments, 'page.tsx');
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(`alertPage('${page}', '${locale}')`);
      }
    }
  });

  it('carries the token encoded, and a page reads it back', () => {
    const link = alertPagePath('unsubscribe', 'fr', 'a+b/c=');
    expect(link).toBe('/fr/alertes/desabonnement?t=a%2Bb%2Fc%3D');
    const query = Object.fromEntries(new URL(link, 'http://x').searchParams);
    expect(tokenOf(query)).toBe('a+b/c=');
    expect(tokenOf({ t: ['first', 'second'] })).toBe('first');
    expect(tokenOf({})).toBe('');
  });
});
