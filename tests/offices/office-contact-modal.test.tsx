// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactModals } from '@/components/contact-modal/ContactModals.client';
import { contactModalsProps } from '@/components/contact-modal/contact-modals-props';
import { OfficePage } from '@/components/office/OfficePage';
import type { Office } from '@/lib/offices/types';
import { useCaptchaHandle } from '@/stores/captcha-handle';
import { SiteFactsProvider } from '@/stores/site-facts';
import { blockContext, setupDomRoot } from '../helpers/dom-root';

/*
 * An office page's contact button (spec 000 "Office"): it opens the contact modal addressed
 * to the office, and the message the visitor sends there is posted with the office as its
 * recipient, so the lead reaches that office and not the site's general inbox.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/fr/bureaux/laval',
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const office: Office = {
  id: 2,
  slug: 'laval',
  name: { fr: 'Bureau de Laval', en: 'Laval office' },
  photo: null,
  latitude: 45.57,
  longitude: -73.75,
  address_street: { fr: '3100, boulevard Le Carrefour', en: '3100 Le Carrefour Blvd' },
  address_city: { fr: 'Laval', en: 'Laval' },
  postal_code: 'H7T 2K7',
  phone_display: '450 555-0100',
  phone_international: '+14505550100',
  email: 'laval@example.ca',
  opening_hours: [{ days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' }],
  position: 2,
  updated_at: '2026-11-01T00:00:00Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
const dom = setupDomRoot(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'success' }), { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
  // The page's captcha widget, loaded: forms may send.
  useCaptchaHandle.setState({ handle: { getToken: async () => 'captcha-token', reset: () => undefined } });
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

const ctx = blockContext({ siteType: 'agency' });
/** Lets React settle until `done` (the modal's code loads on first open), for at most 3 s. */
async function until(done: () => boolean) {
  for (let waited = 0; waited < 3000 && !done(); waited += 20) await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('office page contact modal', () => {
  it('opens addressed to the office and posts the lead with the office as recipient', async () => {
    // As OfficeRoute renders them: the page, then the contact modals of the site.
    await dom.renderFr(
      <SiteFactsProvider facts={{ micrositeId: 'ms-1', siteKey: 'key-1', locale: 'fr', routes: null }}>
        <OfficePage office={office} ctx={ctx} origin={null} />
        <ContactModals {...contactModalsProps(ctx, 'agency')} />
      </SiteFactsProvider>,
    );
    const contact = [...dom.container.querySelectorAll<HTMLElement>('a, button')].find((el) => el.textContent?.trim() === 'Écrivez-nous');
    expect(contact, 'the office page’s contact button').toBeTruthy();
    await act(async () => void contact!.click());
    await until(() => dom.container.querySelector('dialog form') !== null);

    const dialog = dom.container.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Bureau de Laval');
    const field = (name: string) => dialog.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    await act(async () => {
      type(field('firstname'), 'Camille');
      type(field('lastname'), 'Bureau');
      type(field('email'), 'camille@example.com');
      type(field('message'), 'Bonjour, une question pour le bureau de Laval.');
    });
    await act(async () => void dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await until(() => fetchMock.mock.calls.length > 0);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/swc/ms-1/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      recipient_type: 'office',
      recipient_slug: 'laval',
      first_name: 'Camille',
      message: 'Bonjour, une question pour le bureau de Laval.',
    });
  });
});
