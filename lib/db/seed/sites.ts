import type { Site } from '@/lib/cms/sites';
import { blocks, demoBlock } from './demo-block';

/** The demo sites: a broker (default site, localhost), an agency (agency.localhost), a site in maintenance (maintenance.localhost). */
export function demoSites(): Site[] {
  const seo = (name: string) => ({
    global: {
      fr: { og_title: name, og_description: `${name} — courtier immobilier au Québec. Achat, vente et location de propriétés.`, og_type: 'website' },
      en: { og_title: name, og_description: `${name} — real estate broker in Québec. Buy, sell and rent properties.`, og_type: 'website' },
    },
    robots_index_rule: 'index, follow',
  });
  const common = {
    production: false,
    maintenance: false,
    microsite_id: null,
    recaptcha: null,
  };
  return [
    {
      ...common,
      id: 'demo-broker',
      key: 'demo-broker-key',
      name: 'Julie Tremblay, courtier immobilier',
      type: 'broker',
      domains: ['localhost', '127.0.0.1'],
      is_default: true,
      microsite_id: 'julie-tremblay',
      theme: { preset: 'blue' },
      metadata: {
        use_remax_branding_2025: false,
        contact_form: { show_consent: true, contact_name: 'Julie Tremblay' },
        tags: [],
      },
      header: blocks(demoBlock('header_classic', 'site-header')),
      footer: blocks(demoBlock('footer_block', 'site-footer')),
      seo: seo('Julie Tremblay, courtier immobilier'),
      contact_email: 'julie@example.com',
    },
    {
      ...common,
      id: 'demo-agency',
      key: 'demo-agency-key',
      name: 'Agence Immobilière Laurentides',
      type: 'agency',
      domains: ['agency.localhost'],
      is_default: false,
      microsite_id: 'agence-laurentides',
      theme: { preset: 'red' },
      metadata: {
        use_remax_branding_2025: true,
        contact_form: { show_consent: true, contact_name: '' },
        tags: [],
      },
      header: blocks(demoBlock('header_megamenu', 'site-header')),
      footer: blocks(demoBlock('footer_block', 'site-footer')),
      seo: seo('Agence Immobilière Laurentides'),
      contact_email: 'info@agence.example.com',
    },
    {
      // In maintenance mode: every public page answers 503 with the maintenance page.
      ...common,
      maintenance: true,
      id: 'demo-maintenance',
      key: 'demo-maintenance-key',
      name: 'Équipe Gagnon-Roy, courtiers immobiliers',
      type: 'broker',
      domains: ['maintenance.localhost'],
      is_default: false,
      microsite_id: 'equipe-gagnon-roy',
      theme: { preset: 'blue' },
      metadata: {
        use_remax_branding_2025: false,
        contact_form: { show_consent: true, contact_name: 'Équipe Gagnon-Roy' },
        tags: [],
      },
      header: blocks(demoBlock('header_classic', 'site-header')),
      footer: blocks(demoBlock('footer_block', 'site-footer')),
      seo: seo('Équipe Gagnon-Roy, courtiers immobiliers'),
      contact_email: 'info@gagnon-roy.example.com',
    },
  ];
}
