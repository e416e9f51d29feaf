import { defineBlockSpec } from '@/blocks/define-spec';
import { qaSchema } from './schema';

const qa = (icon: string, q: [string, string], a: [string, string]) => ({
  icon: { type: icon },
  main_title: { fr: q[0], en: q[1] },
  description: { fr: a[0], en: a[1] },
});

export const qaBlockSpec = defineBlockSpec({
  type: 'qa_block',
  category: 'text',
  label: { fr: 'Questions et réponses (accordéon)', en: 'Q&A accordion' },
  schema: qaSchema,
  demo: {
    main_title: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
    description: {
      fr: 'Ce que nos clients nous demandent le plus souvent avant d’acheter ou de vendre.',
      en: 'What our clients ask most often before buying or selling.',
    },
    qa_repeater: [
      qa(
        'home',
        ['Quelle mise de fonds minimale dois-je prévoir?', 'What minimum down payment do I need?'],
        [
          '<p>Depuis le 15 décembre 2024 : 5 % sur les premiers 500 000 $, 10 % sur la portion entre 500 000 $ et 1 499 999 $, et 20 % à partir de 1 500 000 $. Sous 20 %, l’assurance prêt hypothécaire (SCHL ou autre assureur) est obligatoire.</p>',
          '<p>Since December 15, 2024: 5% of the first $500,000, 10% of the portion between $500,000 and $1,499,999, and 20% from $1,500,000. Below 20%, mortgage loan insurance (CMHC or another insurer) is mandatory.</p>',
        ],
      ),
      qa(
        'tag',
        ['Combien coûte la taxe de bienvenue?', 'How much is the welcome tax?'],
        [
          '<p>Les droits de mutation se calculent par tranches sur le prix payé : 0,5 %, 1 %, puis 1,5 % et plus selon la municipalité. À Montréal, une maison de 500 000 $ entraîne environ 6 300 $ de droits.</p>',
          '<p>The transfer duties are calculated in brackets of the price paid: 0.5%, 1%, then 1.5% and more depending on the municipality. In Montréal, a $500,000 house costs about $6,300 in duties.</p>',
        ],
      ),
      qa(
        'calendar',
        ['Combien de temps faut-il pour vendre?', 'How long does it take to sell?'],
        [
          '<p>En 2025, nos propriétés se sont vendues en 21 jours en moyenne. Le délai dépend du prix, du secteur et de la saison; nous vous remettons une analyse comparative avant la mise en marché.</p>',
          '<p>In 2025 our properties sold in 21 days on average. The delay depends on price, area and season; we give you a comparative market analysis before listing.</p>',
        ],
      ),
      qa(
        'key',
        ['Que couvre l’inspection préachat?', 'What does a pre-purchase inspection cover?'],
        [
          '<p>Une inspection visuelle de la structure, de la toiture, de la plomberie, de l’électricité et du chauffage. Nous recommandons un inspecteur membre d’une association reconnue et, pour un chalet, l’analyse de l’eau du puits.</p>',
          '<p>A visual inspection of the structure, roof, plumbing, electrical and heating. We recommend an inspector belonging to a recognised association and, for a cottage, a well water test.</p>',
        ],
      ),
    ],
  },
});
