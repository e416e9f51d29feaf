import type { Site } from '@/lib/sites/sites';
import { DEMO_AGENCY, DEMO_BROKER, DEMO_MAINTENANCE, type DemoIdentity, withAgencyIdentity, withIdentity } from '@/lib/demo/identity';
import { blocks, demoBlock } from './demo-block';

type BrandedIdentity = DemoIdentity & { logoLight: string; logoDark: string; logoLightEn?: string; logoDarkEn?: string };
const logo = (fr: string, en: string, { brand }: DemoIdentity) => ({ media: { fr: { url: fr, alt: brand.fr }, en: { url: en, alt: brand.en } } });
/** A site's own wordmark, not the broker site's (an English one where the wordmark draws a tagline). */
const wordmarks = (identity: BrandedIdentity) => ({
  logo_image_light: logo(identity.logoLight, identity.logoLightEn ?? identity.logoLight, identity),
  logo_image_dark: logo(identity.logoDark, identity.logoDarkEn ?? identity.logoDark, identity),
});
const agencyBrand = wordmarks(DEMO_AGENCY);

/** The demo sites: a broker (default site, localhost), an agency (agency.localhost), a site in maintenance (maintenance.localhost). */
export function demoSites(): Site[] {
  const seo = ({ brand }: DemoIdentity) => ({
    global: {
      fr: { og_title: brand.fr, og_description: `${brand.fr} — achat, vente et location de propriétés au Québec.`, og_type: 'website' },
      en: { og_title: brand.en, og_description: `${brand.en} — buy, sell and rent properties in Québec.`, og_type: 'website' },
    },
    robots_index_rule: 'index, follow',
  });
  const common = {
    production: false,
    maintenance: false,
    microsite_id: null,
    recaptcha: null,
    // The demo sites speak French first: their bare address goes to /fr.
    default_locale: 'fr' as const,
  };
  return [
    {
      ...common,
      id: 'demo-broker',
      key: 'demo-broker-key',
      name: DEMO_BROKER.brand.fr,
      type: 'broker',
      domains: ['localhost', '127.0.0.1'],
      is_default: true,
      microsite_id: 'julie-tremblay',
      theme: { preset: 'blue' },
      metadata: {
        use_remax_branding_2025: false,
        site_name: DEMO_BROKER.brand,
        contact_form: { show_consent: true, contact_name: DEMO_BROKER.name },
        tags: [],
        // A broker on her own is the person with the highest authority of her business: she is in charge.
        privacy_officer: {
          name: DEMO_BROKER.name,
          title: { fr: 'Courtier immobilier, responsable de la protection des renseignements personnels', en: 'Real estate broker, person in charge of the protection of personal information' },
          email: DEMO_BROKER.email,
        },
      },
      header: blocks(demoBlock('header_classic', 'site-header')),
      footer: blocks(demoBlock('footer_block', 'site-footer')),
      seo: seo(DEMO_BROKER),
      contact_email: 'julie@example.com',
    },
    {
      ...common,
      id: 'demo-agency',
      key: 'demo-agency-key',
      name: DEMO_AGENCY.brand.fr,
      type: 'agency',
      domains: ['agency.localhost'],
      is_default: false,
      microsite_id: 'agence-laurentides',
      theme: { preset: 'red' },
      metadata: {
        use_remax_branding_2025: true,
        site_name: DEMO_AGENCY.brand,
        contact_form: { show_consent: true, contact_name: '' },
        tags: [],
        // The agency's director delegated the role in writing to its compliance director.
        privacy_officer: {
          name: 'Isabelle Gauthier',
          title: { fr: 'Directrice de la conformité', en: 'Director of Compliance' },
          email: 'conformite@agence.example.com',
        },
      },
      header: withAgencyIdentity(blocks(demoBlock('header_megamenu', 'site-header', { fields: agencyBrand }))),
      footer: withAgencyIdentity(blocks(demoBlock('footer_block', 'site-footer', { fields: { ...agencyBrand, agency: DEMO_AGENCY.brand } }))),
      seo: seo(DEMO_AGENCY),
      contact_email: DEMO_AGENCY.email,
    },
    {
      // In maintenance mode: every public page answers 503 with the maintenance page.
      ...common,
      maintenance: true,
      id: 'demo-maintenance',
      key: 'demo-maintenance-key',
      name: DEMO_MAINTENANCE.brand.fr,
      // A team's site: its forms speak for the team (lib/content/site-types.ts).
      type: 'team',
      domains: ['maintenance.localhost'],
      is_default: false,
      microsite_id: 'equipe-gagnon-roy',
      theme: { preset: 'blue' },
      metadata: {
        use_remax_branding_2025: false,
        site_name: DEMO_MAINTENANCE.brand,
        contact_form: { show_consent: true, contact_name: DEMO_MAINTENANCE.name },
        tags: [],
      },
      // Its own chrome: the broker site's header and footer with the team's name, phone, e-mail and accounts.
      header: withIdentity(blocks(demoBlock('header_classic', 'site-header', { fields: wordmarks(DEMO_MAINTENANCE) })), DEMO_MAINTENANCE),
      footer: withIdentity(blocks(demoBlock('footer_block', 'site-footer', { fields: wordmarks(DEMO_MAINTENANCE) })), DEMO_MAINTENANCE),
      seo: seo(DEMO_MAINTENANCE),
      contact_email: DEMO_MAINTENANCE.email,
    },
  ];
}
