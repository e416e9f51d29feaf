import type { Localized } from '@/lib/i18n/locales';

/**
 * The publish rules as data — OACIQ advertising (docs/compliance.md), French first and the
 * person in charge of personal information (docs/privacy.md): what the publish path, the
 * report and the tests read. One function per rule lives beside this file; nothing else in
 * the code restates a rule.
 */

export type RuleId = 'mentions' | 'figure_source' | 'french_first' | 'privacy_officer' | 'photo_recent' | 'listing_contract' | 'sold_authorisation' | 'testimonial_consent';
export type Severity = 'block' | 'warn';
export type RuleSubject = 'site' | 'member' | 'page' | 'listing' | 'email' | 'block';

export interface Rule {
  id: RuleId;
  text: Required<Localized<string>>;
  /** What a breach does: block refuses the publish, warn only tells. */
  severity: Severity;
  appliesTo: RuleSubject[];
  /** The public text it rests on (title and address); docs/compliance.md says more. */
  source: { title: string; url: string };
  /** False while only documented: lib/compliance has no check for it yet. */
  checked: boolean;
}

const representation = {
  title: 'OACIQ guideline, 2. Representation (2.1 Mandatory statements – broker, 2.2 – agency)',
  url: 'https://www.oaciq.com/en/articles/representation',
};

export const rules: readonly Rule[] = [
  {
    id: 'mentions',
    text: {
      fr: 'Toute publicité montre le nom du courtier tel qu’il figure sur son permis, son titre, et le nom de l’agence suivi de sa désignation.',
      en: 'Every advertisement shows the broker’s name as on the licence, their licence title, and the agency’s name followed by its designation.',
    },
    severity: 'block',
    appliesTo: ['site', 'member', 'page', 'listing', 'email'],
    source: representation,
    checked: true,
  },
  {
    id: 'figure_source',
    text: {
      fr: 'Un chiffre présenté comme un fait indique sa source et sa date.',
      en: 'A figure presented as a fact states its source and date.',
    },
    severity: 'block',
    appliesTo: ['block'],
    source: representation,
    checked: true,
  },
  {
    id: 'french_first',
    text: {
      fr: 'Une page ou un article n’est publié en anglais qu’avec sa version française, et chaque champ rempli en anglais l’est aussi en français.',
      en: 'A page or article is published in English only with its French version, and every field filled in English is filled in French too.',
    },
    severity: 'block',
    appliesTo: ['page', 'block'],
    source: { title: 'Charter of the French language (CQLR c. C-11), s. 52 as amended by Bill 96; OQLF, Commercial websites', url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/c-11' },
    checked: true,
  },
  {
    id: 'privacy_officer',
    text: {
      fr: 'Le site nomme la personne responsable de la protection des renseignements personnels (nom ou titre, et courriel) avant toute publication.',
      en: 'The site names the person in charge of the protection of personal information (name or title, and e-mail) before anything is published.',
    },
    severity: 'block',
    appliesTo: ['site'],
    source: { title: 'CAI, Qui est responsable de la protection des renseignements personnels dans une entreprise?', url: 'https://www.cai.gouv.qc.ca/entreprises/responsable-protection-renseignements-personnels' },
    checked: true,
  },
  {
    id: 'photo_recent',
    text: {
      fr: 'La photo d’un courtier a moins de 5 ans (avertissement dès 4 ans et 6 mois).',
      en: 'A broker’s photo is less than 5 years old (a warning from 4 years 6 months).',
    },
    severity: 'block',
    appliesTo: ['member'],
    source: { title: 'OACIQ, Conditions for using the OACIQ register of licence holders', url: 'https://oaciq.com/en/articles/conditions-for-using-the-oaciq-register-of-licence-holders' },
    checked: true,
  },
  {
    id: 'listing_contract',
    text: {
      fr: 'Une inscription n’est publiée que pendant son contrat de courtage.',
      en: 'A listing is published only while its brokerage contract runs.',
    },
    severity: 'block',
    appliesTo: ['listing'],
    source: { title: 'OACIQ guideline, Representation, solicitation, promotion and advertising — 6 Advertising (6.1 Prerequisites)', url: 'https://www.oaciq.com/en/broker/guidelines/guideline-representation-solicitation-promotion-and-advertising/advertising/' },
    checked: true,
  },
  {
    id: 'sold_authorisation',
    text: {
      fr: 'Une propriété vendue et son prix ne sont annoncés qu’avec l’autorisation écrite des parties.',
      en: 'A sold property and its price are advertised only with the parties’ written consent.',
    },
    severity: 'block',
    appliesTo: ['listing'],
    source: { title: 'OACIQ, Publication of sold price', url: 'https://www.oaciq.com/en/articles/publication-of-sold-price-0' },
    checked: true,
  },
  {
    id: 'testimonial_consent',
    text: {
      fr: 'Un témoignage n’est publié qu’avec le consentement enregistré du client.',
      en: 'A testimonial is published only with the client’s recorded consent.',
    },
    severity: 'block',
    appliesTo: ['block'],
    source: { title: 'OACIQ guideline, 8. Duty to supervise of the agency and its executive officer', url: 'https://www.oaciq.com/en/articles/duty-to-supervise-of-the-agency-and-its-executive-officer' },
    checked: true,
  },
];

export function ruleOf(id: RuleId): Rule {
  const rule = rules.find((r) => r.id === id);
  if (!rule) throw new Error(`unknown rule ${id}`);
  return rule;
}
