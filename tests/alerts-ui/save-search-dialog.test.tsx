// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveSearchDialog } from '@/blocks/property-search-results-block/save-search/SaveSearchDialog.client';
import { SiteFactsProvider } from '@/stores/site-facts';
import { siteRoutes } from '@/lib/i18n/routes';
import { loadMessages } from '@/locales';

/*
 * Issue 32: "Save this search" on the search page opens a short form (e-mail, frequency,
 * language, unticked consent naming the broker or agency), checks it, posts the page's
 * filters to the saved-searches intake and then asks the visitor to confirm from their inbox.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('@/blocks/shared/use-captcha-token', () => ({
  useCaptchaToken: () => ({ ready: true, getToken: async () => 'captcha-token', reset: () => undefined }),
}));

let root: Root;
let container: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'pending' }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom's <dialog> may lack showModal/close.
  const proto = HTMLDialogElement.prototype as unknown as { showModal?: () => void; close?: () => void };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function renderDialog(locale: 'fr' | 'en', memberId: number | null = 7) {
  const messages = loadMessages(locale);
  act(() =>
    root.render(
      <NextIntlClientProvider locale={locale} messages={{ alerts: messages.alerts }}>
        <SiteFactsProvider facts={{ micrositeId: 'M-42', siteKey: 'key-abc', locale, routes: siteRoutes(locale) }}>
          <SaveSearchDialog criteria="mun=65005&price_min=300000" senderName="Julie Tremblay" memberId={memberId} onClose={() => undefined} />
        </SiteFactsProvider>
      </NextIntlClientProvider>,
    ),
  );
}

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector);
const text = () => container.textContent ?? '';

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit() {
  await act(async () => {
    $<HTMLFormElement>('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('save this search dialog', () => {
  it('asks for the e-mail, the frequency and the language (the page’s), with the consent unticked and naming the sender', () => {
    renderDialog('fr');
    expect($('dialog')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(text()).toContain('Créer une alerte');
    expect($<HTMLInputElement>('input[type=email]')).not.toBeNull();
    const frequencies = [...container.querySelectorAll<HTMLInputElement>('input[name=frequency]')].map((i) => i.value);
    expect(frequencies).toEqual(['instant', 'daily', 'weekly']);
    expect($<HTMLInputElement>('input[name=language]:checked')?.value).toBe('fr');
    const consent = $<HTMLInputElement>('input[name=consent]')!;
    expect(consent.checked).toBe(false);
    expect(container.querySelector(`label[for="${consent.id}"]`)?.textContent).toContain('de Julie Tremblay');
    expect(text()).toContain('me désabonner en tout temps');
  });

  it('sends nothing without an e-mail or without the consent', async () => {
    renderDialog('fr');
    await submit();
    expect(text()).toContain('Veuillez entrer votre courriel.');
    act(() => type($<HTMLInputElement>('input[type=email]')!, 'pas-un-courriel'));
    await submit();
    expect(text()).toContain('Ce courriel ne semble pas valide.');
    act(() => type($<HTMLInputElement>('input[type=email]')!, 'marie@example.com'));
    await submit();
    expect(text()).toContain('Cochez la case pour accepter de recevoir les alertes.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the filters with the site key, the consent, the captcha and the broker, then says to check the inbox', async () => {
    renderDialog('fr');
    act(() => type($<HTMLInputElement>('input[type=email]')!, ' marie@example.com '));
    act(() => $<HTMLInputElement>('input[name=frequency][value=instant]')!.click());
    act(() => $<HTMLInputElement>('input[name=language][value=en]')!.click());
    act(() => $<HTMLInputElement>('input[name=consent]')!.click());
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/swc/M-42/saved-searches');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Site-Key']).toBe('key-abc');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'marie@example.com',
      frequency: 'instant',
      locale: 'en',
      consent: true,
      criteria: 'mun=65005&price_min=300000',
      source_path: window.location.pathname,
      member_id: 7,
      recaptcha_response: 'captcha-token',
    });
    expect(text()).toContain('Vérifiez votre boîte de réception');
    expect(text()).toContain('marie@example.com');
  });

  it('leaves member_id out on a page that belongs to no broker', async () => {
    renderDialog('en', null);
    act(() => type($<HTMLInputElement>('input[type=email]')!, 'marie@example.com'));
    act(() => $<HTMLInputElement>('input[name=consent]')!.click());
    await submit();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('member_id');
    expect(body.locale).toBe('en');
    expect(text()).toContain('Check your inbox');
  });

  it('shows the intake’s refusal next to the field (the 21st search of an address)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ errors: { email: 'limit-reached' } }), { status: 422 }));
    renderDialog('en');
    act(() => type($<HTMLInputElement>('input[type=email]')!, 'marie@example.com'));
    act(() => $<HTMLInputElement>('input[name=consent]')!.click());
    await submit();
    expect(text()).toContain('This address already has 20 active alerts on this site.');
    expect($<HTMLInputElement>('input[type=email]')!.getAttribute('aria-invalid')).toBe('true');
    expect(text()).not.toContain('Check your inbox');
  });

  it('says to wait on the rate limit', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    renderDialog('fr');
    act(() => type($<HTMLInputElement>('input[type=email]')!, 'marie@example.com'));
    act(() => $<HTMLInputElement>('input[name=consent]')!.click());
    await submit();
    expect(text()).toContain('Trop de demandes en peu de temps.');
  });
});
