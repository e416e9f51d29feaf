import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { landingHeroBlock } from '@/blocks/landing-hero-block';
import { isIndividualRecipient, modalAvatar, modalRequestFrom } from '@/components/contact-modal/modal-request';
import { siteTypes, type SiteType } from '@/lib/content/site-types';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/**
 * Issue 29, the four site types on the public site (spec 000: forms addressed to the site
 * speak "individual when the site type is broker and group otherwise"; "the brand logo is
 * forced when the site type is agency"): a team's and an office's site speak for a group and
 * keep their own photo; only an agency's shows the franchise logo.
 */
const ctx = (siteType: SiteType, locale: 'fr' | 'en'): BlockContext => ({
  locale,
  siteType,
  brandingVersion: 1,
  variantId: null,
  routes: { home: `/${locale}`, contact: `/${locale}/contact`, properties: `/${locale}/p`, blog: `/${locale}/b`, terms: `/${locale}/t`, privacy: `/${locale}/p` },
  alternatePaths: [],
  index: 1,
});

const image = (url: string) => ({ media: { fr: { url, alt: '' }, en: { url, alt: '' } } });

function landingHero(siteType: SiteType, locale: 'fr' | 'en'): string {
  const fields = landingHeroBlock.schema.parse({ main_title: { fr: 'Vendre', en: 'Sell' }, form_avatar: image('/cms/photo.jpg'), brand_logo: image('/brand/logo.svg') });
  const Component = landingHeroBlock.component;
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={loadMessages(locale)}>
      <Component fields={fields} params={{}} ctx={ctx(siteType, locale)} id="b1" />
    </NextIntlClientProvider>,
  );
}

const expected: Record<SiteType, { title: { fr: string; en: string }; avatar: string }> = {
  broker: { title: { fr: 'Parlons de votre projet', en: 'Let’s talk about your project' }, avatar: 'photo.jpg' },
  team: { title: { fr: 'Parlez à notre équipe', en: 'Talk to our team' }, avatar: 'photo.jpg' },
  office: { title: { fr: 'Parlez à notre équipe', en: 'Talk to our team' }, avatar: 'photo.jpg' },
  agency: { title: { fr: 'Parlez à notre équipe', en: 'Talk to our team' }, avatar: 'logo.svg' },
};

describe('site types on the public site', () => {
  it.each(siteTypes.flatMap((type) => (['fr', 'en'] as const).map((locale) => [type, locale] as const)))(
    '%s site, %s: the landing hero form speaks for one person or a group, with the right avatar',
    (type, locale) => {
      const html = landingHero(type, locale);
      expect(html).toContain(`>${expected[type].title[locale]}</h2>`);
      expect(html).toContain(expected[type].avatar);
      const other = expected[type].avatar === 'logo.svg' ? 'photo.jpg' : 'logo.svg';
      expect(html).not.toContain(other);
    },
  );

  it.each(siteTypes)('%s site: the contact modal without a recipient', (type) => {
    const request = modalRequestFrom({ action_type: 'open_contact_modal', action_params: { avatar: '/cms/photo.jpg' } });
    expect(request?.kind).toBe('contact');
    if (request?.kind !== 'contact') return;
    expect(isIndividualRecipient(request.recipientType, type)).toBe(type === 'broker');
    expect(modalAvatar(request, type, '/brand/logo.svg')).toBe(type === 'agency' ? '/brand/logo.svg' : '/cms/photo.jpg');
  });
});
