/**
 * Demo blog of the broker sites: 4 categories, 2 authors, 16 articles on Québec real-estate
 * topics, 14 in both languages and 2 in French only (the blog language guard). Each
 * article is sections of [heading, paragraph] per language; the seed turns them into text blocks.
 */
type Section = [string, string];

export interface DemoPost {
  key: string;
  image: string;
  categories: number[];
  author: 0 | 1;
  date: string;
  tags: { fr: string; en: string }[];
  fr: { slug: string; title: string; excerpt: string; alt: string; sections: Section[] };
  en?: { slug: string; title: string; excerpt: string; alt: string; sections: Section[] };
}

export const demoCategories = [
  { fr: 'Acheter', en: 'Buying' },
  { fr: 'Vendre', en: 'Selling' },
  { fr: 'Financement', en: 'Financing' },
  { fr: 'Marché immobilier', en: 'Market insights' },
];

export const demoAuthors = [
  {
    name: 'Julie Tremblay',
    avatar: { url: '/demo/blog/authors/julie-tremblay.svg' },
    role: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    bio: {
      fr: 'Julie accompagne acheteurs et vendeurs à Montréal, Laval et dans les Laurentides depuis plus de quinze ans.',
      en: 'Julie has guided buyers and sellers in Montréal, Laval and the Laurentians for more than fifteen years.',
    },
  },
  {
    name: 'Marc-Antoine Roy',
    avatar: { url: '/demo/blog/authors/marc-antoine-roy.svg' },
    role: { fr: 'Courtier hypothécaire partenaire', en: 'Partner mortgage broker' },
    bio: {
      fr: 'Marc-Antoine compare les offres des prêteurs pour les premiers acheteurs et les investisseurs de la Rive-Nord.',
      en: 'Marc-Antoine compares lenders’ offers for first-time buyers and investors on the North Shore.',
    },
  },
];

const tag = (fr: string, en: string) => ({ fr, en });

export const demoPosts: DemoPost[] = [
  {
    key: 'preparer-maison-vente', image: 'preparer-maison-vente', categories: [1], author: 0, date: '2026-03-04T13:00:00Z',
    tags: [tag('Vendre', 'Selling'), tag('Conseils', 'Tips')],
    fr: {
      slug: 'preparer-sa-maison-pour-la-vente', title: 'Préparer sa maison pour la vente',
      excerpt: 'Dix gestes simples, faits avant la première visite, qui font monter le prix obtenu.',
      alt: 'Illustration d’une maison unifamiliale prête à vendre',
      sections: [
        ['Désencombrer avant tout', 'Les acheteurs visitent d’abord en ligne : une pièce dégagée paraît plus grande sur les photos. Rangez les objets personnels, videz la moitié des garde-robes et louez au besoin un petit entrepôt pour la durée de la mise en marché.'],
        ['Réparer les petits défauts', 'Une poignée qui branle, un joint de bain noirci ou une ampoule brûlée laissent croire que l’entretien a été négligé. Une fin de semaine de menus travaux coûte peu et évite que l’acheteur ne gonfle la liste des réparations lors de la négociation.'],
        ['Miser sur la lumière', 'Ouvrez les rideaux, nettoyez les fenêtres et remplacez les ampoules jaunes par un blanc neutre. Au Québec, les visites d’hiver se font souvent en fin de journée : une maison bien éclairée reste accueillante même à 16 h 30.'],
      ],
    },
    en: {
      slug: 'preparing-your-home-for-sale', title: 'Preparing your home for sale',
      excerpt: 'Ten simple steps, done before the first showing, that raise the price you get.',
      alt: 'Illustration of a single-family house ready for sale',
      sections: [
        ['Declutter first', 'Buyers visit online first: a clear room looks larger in photos. Put away personal items, empty half of each closet and rent a small storage unit for the listing period if you need to.'],
        ['Fix the small defects', 'A loose handle, a blackened bathtub seal or a burnt-out bulb suggest the house was not maintained. A weekend of small repairs costs little and keeps buyers from padding their list of repairs at the negotiating table.'],
        ['Let the light in', 'Open the curtains, wash the windows and replace yellow bulbs with a neutral white. In Québec, winter showings often happen late in the day: a well-lit home stays welcoming even at 4:30 p.m.'],
      ],
    },
  },
  {
    key: 'premier-achat', image: 'premier-achat', categories: [0, 2], author: 0, date: '2026-03-18T13:00:00Z',
    tags: [tag('Premier achat', 'First home'), tag('Guide', 'Guide')],
    fr: {
      slug: 'premier-achat-au-quebec-le-guide', title: 'Premier achat au Québec : le guide',
      excerpt: 'Mise de fonds, taxe de bienvenue, inspection et notaire : les étapes dans l’ordre.',
      alt: 'Illustration d’une clé de maison',
      sections: [
        ['Connaître son budget', 'La mise de fonds minimale est de 5 % sur la première tranche de 500 000 $ et de 10 % sur la portion suivante. Sous 20 %, l’assurance prêt hypothécaire de la SCHL ou d’un autre assureur s’ajoute au prêt.'],
        ['Prévoir les frais de clôture', 'Comptez de 1,5 % à 3 % du prix pour les droits de mutation (la taxe de bienvenue), le notaire, l’inspection, le certificat de localisation et l’ajustement des taxes municipales et scolaires.'],
        ['Faire une promesse d’achat conditionnelle', 'Votre promesse peut être conditionnelle à l’inspection, au financement et à l’examen des documents. Votre courtier vous aide à fixer des délais réalistes, en général de sept à dix jours pour chaque condition.'],
        ['Chez le notaire', 'Le notaire vérifie les titres, reçoit les fonds et publie l’acte de vente. Vous recevez les clés le jour de la signature ou à la date d’occupation convenue dans la promesse.'],
      ],
    },
    en: {
      slug: 'buying-your-first-home-in-quebec-the-guide', title: 'Buying your first home in Québec: the guide',
      excerpt: 'Down payment, welcome tax, inspection and notary: the steps in order.',
      alt: 'Illustration of a house key',
      sections: [
        ['Know your budget', 'The minimum down payment is 5% on the first $500,000 and 10% on the portion above it. Below 20%, mortgage default insurance from CMHC or another insurer is added to the loan.'],
        ['Budget for closing costs', 'Plan for 1.5% to 3% of the price for the land transfer duties (the welcome tax), the notary, the inspection, the certificate of location and the adjustment of municipal and school taxes.'],
        ['Make a conditional promise to purchase', 'Your promise can be conditional on the inspection, the financing and a review of the documents. Your broker helps you set realistic deadlines, usually seven to ten days per condition.'],
        ['At the notary', 'The notary checks the titles, receives the funds and registers the deed of sale. You get the keys on the day of signing or on the occupancy date agreed in the promise.'],
      ],
    },
  },
  {
    key: 'marche-laurentides', image: 'marche-laurentides', categories: [3], author: 0, date: '2026-04-02T13:00:00Z',
    tags: [tag('Laurentides', 'Laurentians'), tag('Chalets', 'Chalets')],
    fr: {
      slug: 'marche-immobilier-laurentides-printemps', title: 'Le marché des Laurentides ce printemps',
      excerpt: 'Les chalets restent recherchés, mais les délais de vente s’allongent à Sainte-Adèle et Mont-Tremblant.',
      alt: 'Illustration de chalets au pied des montagnes',
      sections: [
        ['Des prix stables', 'À Saint-Sauveur et Sainte-Adèle, le prix médian des propriétés de villégiature est resté près de 575 000 $ au premier trimestre. Les acheteurs comparent davantage et négocient les inclusions : spa, mobilier, embarcations.'],
        ['Des délais plus longs', 'Une propriété bien présentée se vend encore en 45 jours environ, mais celles qui demandent des travaux restent deux à trois mois sur le marché. La location à court terme, encadrée par les règlements municipaux, pèse dans la décision.'],
      ],
    },
  },
  {
    key: 'hypotheque-taux', image: 'hypotheque-taux', categories: [2], author: 1, date: '2026-04-15T13:00:00Z',
    tags: [tag('Hypothèque', 'Mortgage'), tag('Taux', 'Rates')],
    fr: {
      slug: 'taux-fixe-ou-variable', title: 'Taux fixe ou variable : comment choisir',
      excerpt: 'Ce que disent les écarts de taux, votre tolérance au risque et la durée du terme.',
      alt: 'Illustration d’un graphique des taux hypothécaires',
      sections: [
        ['La différence en clair', 'Un taux fixe garantit le même paiement pendant tout le terme, souvent cinq ans. Un taux variable suit le taux préférentiel de la banque : le paiement ou la part d’intérêt change avec les décisions de la Banque du Canada.'],
        ['Le test de résistance', 'Les prêteurs vérifient que vous pourriez payer au plus élevé de 5,25 % ou de votre taux plus deux points. Ce test s’applique quel que soit le type de taux choisi.'],
        ['Notre conseil', 'Si un paiement qui augmente de 200 $ par mois vous empêcherait de dormir, le fixe est votre allié. Si votre budget a de la marge et que l’écart est d’au moins un demi-point, le variable mérite d’être étudié.'],
      ],
    },
    en: {
      slug: 'fixed-or-variable-rate', title: 'Fixed or variable rate: how to choose',
      excerpt: 'What rate spreads, your risk tolerance and the length of the term tell you.',
      alt: 'Illustration of a mortgage rate chart',
      sections: [
        ['The difference, plainly', 'A fixed rate keeps the same payment for the whole term, often five years. A variable rate follows the bank’s prime rate: the payment or its interest share changes with the Bank of Canada’s decisions.'],
        ['The stress test', 'Lenders check that you could pay at the higher of 5.25% or your rate plus two points. The test applies whichever type of rate you choose.'],
        ['Our advice', 'If a payment rising by $200 a month would keep you up at night, fixed is your friend. If your budget has room and the spread is at least half a point, variable is worth a look.'],
      ],
    },
  },
  {
    key: 'taxe-de-bienvenue', image: 'taxe-de-bienvenue', categories: [0, 2], author: 1, date: '2026-05-06T13:00:00Z',
    tags: [tag('Taxe de bienvenue', 'Welcome tax')],
    fr: {
      slug: 'calculer-la-taxe-de-bienvenue', title: 'Calculer la taxe de bienvenue',
      excerpt: 'Les tranches 2026, un exemple à 450 000 $ et les exemptions pour premiers acheteurs.',
      alt: 'Illustration de piles de pièces de monnaie',
      sections: [
        ['Le principe', 'Les droits de mutation immobilière sont calculés par tranches sur le plus élevé du prix payé et de l’évaluation municipale ajustée. Montréal et certaines villes appliquent des tranches supérieures pour les propriétés de plus de 500 000 $.'],
        ['Un exemple', 'Pour une maison de 450 000 $ hors Montréal, la facture tourne autour de 5 200 $. Elle arrive par la poste quelques mois après l’achat : gardez cette somme de côté dès la signature chez le notaire.'],
      ],
    },
    en: {
      slug: 'calculating-the-welcome-tax', title: 'Calculating the welcome tax',
      excerpt: 'The 2026 brackets, an example at $450,000 and the first-buyer exemptions.',
      alt: 'Illustration of stacks of coins',
      sections: [
        ['How it works', 'Land transfer duties are calculated by brackets on the higher of the price paid and the adjusted municipal assessment. Montréal and some cities add higher brackets for properties above $500,000.'],
        ['An example', 'For a $450,000 house outside Montréal, the bill comes to about $5,200. It arrives by mail a few months after the purchase: set that sum aside as soon as you sign at the notary.'],
      ],
    },
  },
  {
    key: 'inspection-preachat', image: 'inspection-preachat', categories: [0], author: 0, date: '2026-05-20T13:00:00Z',
    tags: [tag('Inspection', 'Inspection'), tag('Premier achat', 'First home')],
    fr: {
      slug: 'inspection-preachat-ce-qu-il-faut-savoir', title: 'Inspection préachat : ce qu’il faut savoir',
      excerpt: 'Choisir un inspecteur, assister à la visite et lire le rapport sans paniquer.',
      alt: 'Illustration d’un rapport d’inspection',
      sections: [
        ['Choisir son inspecteur', 'Depuis 2022, les inspecteurs en bâtiment doivent détenir un permis de la RBQ et suivre la norme de pratique provinciale. Demandez un exemple de rapport avant de réserver.'],
        ['Pendant la visite', 'Prévoyez trois heures et suivez l’inspecteur : il vous montrera l’entrée électrique, le drain, la toiture et les signes d’infiltration. Posez vos questions sur place plutôt qu’après coup.'],
        ['Lire le rapport', 'Un rapport de 60 pages avec des dizaines de remarques est normal. Concentrez-vous sur la structure, l’eau et la sécurité; le reste relève de l’entretien courant.'],
      ],
    },
    en: {
      slug: 'pre-purchase-inspection-what-to-know', title: 'Pre-purchase inspection: what to know',
      excerpt: 'Choosing an inspector, attending the visit and reading the report without panic.',
      alt: 'Illustration of an inspection report',
      sections: [
        ['Choosing your inspector', 'Since 2022, building inspectors must hold an RBQ licence and follow the provincial standard of practice. Ask for a sample report before you book.'],
        ['During the visit', 'Plan three hours and follow the inspector: they will show you the electrical entrance, the drain, the roof and signs of water infiltration. Ask your questions on the spot rather than afterwards.'],
        ['Reading the report', 'A 60-page report with dozens of remarks is normal. Focus on structure, water and safety; the rest is routine maintenance.'],
      ],
    },
  },
  {
    key: 'condo-copropriete', image: 'condo-copropriete', categories: [0], author: 0, date: '2026-06-03T13:00:00Z',
    tags: [tag('Condo', 'Condo'), tag('Copropriété', 'Co-ownership')],
    fr: {
      slug: 'acheter-un-condo-les-documents-de-la-copropriete', title: 'Acheter un condo : les documents de la copropriété',
      excerpt: 'Fonds de prévoyance, carnet d’entretien, procès-verbaux : ce qu’ils révèlent.',
      alt: 'Illustration d’immeubles en copropriété',
      sections: [
        ['Le fonds de prévoyance', 'Depuis la loi 16, les syndicats doivent faire réaliser une étude du fonds de prévoyance et un carnet d’entretien. Un fonds trop bas annonce des cotisations spéciales.'],
        ['Les procès-verbaux', 'Lisez ceux des trois dernières années : ils racontent les infiltrations, les litiges et les travaux votés. Votre courtier peut les demander au vendeur dès la promesse d’achat.'],
      ],
    },
    en: {
      slug: 'buying-a-condo-the-co-ownership-documents', title: 'Buying a condo: the co-ownership documents',
      excerpt: 'Contingency fund, maintenance log, minutes: what they reveal.',
      alt: 'Illustration of condominium buildings',
      sections: [
        ['The contingency fund', 'Since Bill 16, syndicates must commission a contingency fund study and a maintenance log. A fund that is too low points to special assessments.'],
        ['The minutes', 'Read the last three years of minutes: they tell of leaks, disputes and voted work. Your broker can ask the seller for them as soon as the promise to purchase is signed.'],
      ],
    },
  },
  {
    key: 'home-staging', image: 'home-staging', categories: [1], author: 0, date: '2026-06-24T13:00:00Z',
    tags: [tag('Home staging', 'Home staging')],
    fr: {
      slug: 'home-staging-a-petit-budget', title: 'Home staging à petit budget',
      excerpt: 'Neutraliser, rééquilibrer, accessoiriser : la méthode en trois temps pour moins de 500 $.',
      alt: 'Illustration d’une maison mise en valeur',
      sections: [
        ['Neutraliser', 'Une couche de peinture blanc cassé dans les pièces aux couleurs vives coûte moins de 150 $ par pièce et plaît au plus grand nombre d’acheteurs.'],
        ['Rééquilibrer', 'Retirez un meuble sur trois, dégagez les passages et orientez le salon vers la fenêtre plutôt que vers la télévision.'],
        ['Accessoiriser', 'Des coussins, une plante et des serviettes neuves suffisent. Les photos professionnelles feront le reste.'],
      ],
    },
    en: {
      slug: 'home-staging-on-a-small-budget', title: 'Home staging on a small budget',
      excerpt: 'Neutralize, rebalance, accessorize: the three-step method for under $500.',
      alt: 'Illustration of a staged house',
      sections: [
        ['Neutralize', 'A coat of off-white paint in brightly coloured rooms costs less than $150 per room and appeals to the widest range of buyers.'],
        ['Rebalance', 'Remove one piece of furniture in three, clear the walkways and turn the living room toward the window rather than the television.'],
        ['Accessorize', 'Cushions, a plant and new towels are enough. Professional photos will do the rest.'],
      ],
    },
  },
  {
    key: 'marche-montreal', image: 'marche-montreal', categories: [3], author: 0, date: '2026-07-08T13:00:00Z',
    tags: [tag('Montréal', 'Montréal'), tag('Statistiques', 'Statistics')],
    fr: {
      slug: 'marche-montreal-premier-semestre', title: 'Montréal : bilan du premier semestre',
      excerpt: 'Ventes en hausse de 8 %, prix des plex en progression, condos stables.',
      alt: 'Illustration de tours d’habitation à Montréal',
      sections: [
        ['Les ventes', 'Les transactions résidentielles ont progressé de 8 % dans la région métropolitaine par rapport au premier semestre de l’an dernier, portées par les premiers acheteurs.'],
        ['Les prix', 'Le prix médian des plex a atteint 865 000 $, alors que celui des copropriétés est resté près de 410 000 $. Les maisons unifamiliales de l’est de l’île et de Laval demeurent les plus disputées.'],
      ],
    },
    en: {
      slug: 'montreal-market-first-half', title: 'Montréal: first-half review',
      excerpt: 'Sales up 8%, plex prices rising, condos steady.',
      alt: 'Illustration of residential towers in Montréal',
      sections: [
        ['Sales', 'Residential transactions rose 8% in the metropolitan area compared with the first half of last year, driven by first-time buyers.'],
        ['Prices', 'The median plex price reached $865,000, while condominiums stayed near $410,000. Single-family homes in the east of the island and in Laval remain the most contested.'],
      ],
    },
  },
  {
    key: 'preapprobation', image: 'preapprobation', categories: [2], author: 1, date: '2026-07-29T13:00:00Z',
    tags: [tag('Préapprobation', 'Pre-approval')],
    fr: {
      slug: 'pourquoi-obtenir-une-preapprobation', title: 'Pourquoi obtenir une préapprobation hypothécaire',
      excerpt: 'Un taux garanti 120 jours et une promesse d’achat plus convaincante.',
      alt: 'Illustration d’un document de préapprobation',
      sections: [
        ['Un taux protégé', 'La préapprobation réserve un taux pendant 90 à 120 jours. Si les taux montent pendant vos recherches, vous gardez le vôtre; s’ils baissent, vous profitez de la baisse.'],
        ['Un vendeur rassuré', 'Dans un marché de surenchère, une promesse accompagnée d’une préapprobation pèse plus lourd qu’une offre un peu plus élevée mais incertaine.'],
      ],
    },
    en: {
      slug: 'why-get-a-mortgage-pre-approval', title: 'Why get a mortgage pre-approval',
      excerpt: 'A rate held for 120 days and a more convincing promise to purchase.',
      alt: 'Illustration of a pre-approval document',
      sections: [
        ['A protected rate', 'A pre-approval holds a rate for 90 to 120 days. If rates rise while you search, you keep yours; if they fall, you get the lower rate.'],
        ['A reassured seller', 'In a bidding war, a promise backed by a pre-approval weighs more than a slightly higher but uncertain offer.'],
      ],
    },
  },
  {
    key: 'vendre-hiver', image: 'vendre-hiver', categories: [1], author: 0, date: '2026-08-19T13:00:00Z',
    tags: [tag('Vendre', 'Selling'), tag('Hiver', 'Winter')],
    fr: {
      slug: 'vendre-en-hiver-au-quebec', title: 'Vendre en hiver au Québec',
      excerpt: 'Moins de concurrence, des acheteurs motivés : l’hiver a ses avantages.',
      alt: 'Illustration d’une maison sous la neige',
      sections: [
        ['Moins de concurrence', 'Entre décembre et février, l’inventaire baisse d’environ 30 %. Les acheteurs qui visitent en pleine tempête sont sérieux et souvent pressés par une mutation ou une fin de bail.'],
        ['Les bons réflexes', 'Déneigez l’entrée et le toit, gardez la maison à 21 °C et prévoyez un tapis pour les bottes. Ajoutez à l’annonce des photos de la cour prises l’été.'],
      ],
    },
    en: {
      slug: 'selling-in-winter-in-quebec', title: 'Selling in winter in Québec',
      excerpt: 'Less competition, motivated buyers: winter has its advantages.',
      alt: 'Illustration of a house under snow',
      sections: [
        ['Less competition', 'Between December and February, inventory drops by about 30%. Buyers who visit in the middle of a storm are serious and often pressed by a transfer or the end of a lease.'],
        ['The right habits', 'Clear the driveway and the roof, keep the house at 21 °C and put down a mat for boots. Add summer photos of the yard to the listing.'],
      ],
    },
  },
  {
    key: 'rap-celiapp', image: 'rap-celiapp', categories: [2, 0], author: 1, date: '2026-09-09T13:00:00Z',
    tags: [tag('RAP', 'HBP'), tag('CELIAPP', 'FHSA')],
    fr: {
      slug: 'rap-et-celiapp-pour-la-mise-de-fonds', title: 'RAP et CELIAPP pour la mise de fonds',
      excerpt: 'Jusqu’à 60 000 $ du REER et 40 000 $ du CELIAPP, à deux c’est encore mieux.',
      alt: 'Illustration de pièces de monnaie empilées',
      sections: [
        ['Le RAP', 'Le Régime d’accession à la propriété permet de retirer jusqu’à 60 000 $ de votre REER sans impôt, à rembourser sur quinze ans à partir de la deuxième année suivant le retrait.'],
        ['Le CELIAPP', 'Le compte d’épargne libre d’impôt pour l’achat d’une première propriété accepte 8 000 $ par année, jusqu’à 40 000 $. Les cotisations sont déductibles et le retrait pour l’achat est non imposable.'],
        ['Les combiner', 'Un couple peut cumuler les deux régimes : jusqu’à 200 000 $ pour la mise de fonds, sans compter l’épargne ordinaire.'],
      ],
    },
    en: {
      slug: 'hbp-and-fhsa-for-your-down-payment', title: 'HBP and FHSA for your down payment',
      excerpt: 'Up to $60,000 from your RRSP and $40,000 from your FHSA, even better as a couple.',
      alt: 'Illustration of stacked coins',
      sections: [
        ['The HBP', 'The Home Buyers’ Plan lets you withdraw up to $60,000 from your RRSP tax-free, repaid over fifteen years starting in the second year after the withdrawal.'],
        ['The FHSA', 'The First Home Savings Account accepts $8,000 a year, up to $40,000. Contributions are deductible and the withdrawal for the purchase is tax-free.'],
        ['Combining them', 'A couple can stack both plans: up to $200,000 toward the down payment, not counting ordinary savings.'],
      ],
    },
  },
  {
    key: 'marche-quebec', image: 'marche-quebec', categories: [3], author: 0, date: '2026-09-30T13:00:00Z',
    tags: [tag('Québec', 'Québec City')],
    fr: {
      slug: 'marche-de-la-ville-de-quebec', title: 'Le marché de la ville de Québec',
      excerpt: 'La capitale reste le marché le plus serré de la province.',
      alt: 'Illustration d’un graphique du marché de Québec',
      sections: [
        ['Un marché de vendeurs', 'Avec moins de quatre mois d’inventaire, la région de Québec favorise toujours les vendeurs. Les unifamiliales de Charlesbourg et de Lévis se vendent souvent en moins de trois semaines.'],
        ['Où regarder', 'Les acheteurs trouvent plus de choix à Saint-Augustin-de-Desmaures et dans la couronne nord, où le prix médian reste sous 400 000 $.'],
      ],
    },
    en: {
      slug: 'the-quebec-city-market', title: 'The Québec City market',
      excerpt: 'The capital remains the tightest market in the province.',
      alt: 'Illustration of a Québec City market chart',
      sections: [
        ['A sellers’ market', 'With less than four months of inventory, the Québec City area still favours sellers. Single-family homes in Charlesbourg and Lévis often sell in under three weeks.'],
        ['Where to look', 'Buyers find more choice in Saint-Augustin-de-Desmaures and the northern ring, where the median price stays under $400,000.'],
      ],
    },
  },
  {
    key: 'chalet-investissement', image: 'chalet-investissement', categories: [0, 3], author: 0, date: '2026-10-14T13:00:00Z',
    tags: [tag('Chalets', 'Chalets'), tag('Investissement', 'Investment')],
    fr: {
      slug: 'acheter-un-chalet-pour-le-louer', title: 'Acheter un chalet pour le louer',
      excerpt: 'Règlements municipaux, numéro d’enregistrement et rendement réaliste.',
      alt: 'Illustration d’un chalet en montagne',
      sections: [
        ['Vérifier le zonage', 'Plusieurs municipalités des Laurentides et de l’Estrie limitent la location à court terme à certaines zones. Vérifiez le règlement avant de faire une offre.'],
        ['L’enregistrement', 'Tout hébergement touristique doit afficher un numéro d’enregistrement valide de la CITQ dans ses annonces.'],
      ],
    },
  },
  {
    key: 'multiplex', image: 'multiplex', categories: [0, 2], author: 1, date: '2026-10-28T13:00:00Z',
    tags: [tag('Plex', 'Plex'), tag('Investissement', 'Investment')],
    fr: {
      slug: 'acheter-un-duplex-ou-un-triplex', title: 'Acheter un duplex ou un triplex',
      excerpt: 'Les loyers aident à se qualifier, mais le Tribunal administratif du logement encadre les hausses.',
      alt: 'Illustration d’un immeuble à logements',
      sections: [
        ['Les loyers comptent', 'Les prêteurs retiennent une partie des revenus de location pour calculer votre capacité d’emprunt. Un propriétaire occupant peut acheter un plex avec 5 % de mise de fonds.'],
        ['Les obligations', 'Les baux en cours suivent l’immeuble. Les hausses de loyer se calculent selon la méthode du Tribunal administratif du logement.'],
      ],
    },
    en: {
      slug: 'buying-a-duplex-or-triplex', title: 'Buying a duplex or triplex',
      excerpt: 'Rents help you qualify, but the Administrative Housing Tribunal governs increases.',
      alt: 'Illustration of an apartment building',
      sections: [
        ['Rents count', 'Lenders count part of the rental income when working out how much you can borrow. An owner-occupier can buy a plex with a 5% down payment.'],
        ['The obligations', 'Current leases stay with the building. Rent increases are calculated with the Administrative Housing Tribunal’s method.'],
      ],
    },
  },
  {
    key: 'declaration-vendeur', image: 'declaration-vendeur', categories: [1], author: 0, date: '2026-11-11T13:00:00Z',
    tags: [tag('Vendre', 'Selling'), tag('Obligations', 'Obligations')],
    fr: {
      slug: 'la-declaration-du-vendeur', title: 'La déclaration du vendeur',
      excerpt: 'Ce document obligatoire vous protège autant qu’il protège l’acheteur.',
      alt: 'Illustration d’un formulaire de déclaration',
      sections: [
        ['Tout dire', 'Infiltration passée, pyrite, remplacement du drain : tout ce que vous savez doit y figurer. Un vice déclaré ne peut plus vous être reproché après la vente.'],
        ['Avec votre courtier', 'Votre courtier remplit le formulaire avec vous au moment de l’inscription et le remet aux acheteurs avant toute promesse d’achat.'],
      ],
    },
    en: {
      slug: 'the-sellers-declaration', title: 'The seller’s declaration',
      excerpt: 'This mandatory document protects you as much as it protects the buyer.',
      alt: 'Illustration of a declaration form',
      sections: [
        ['Say everything', 'Past leaks, pyrite, a replaced drain: everything you know must be in it. A declared defect can no longer be held against you after the sale.'],
        ['With your broker', 'Your broker fills in the form with you when the property is listed and gives it to buyers before any promise to purchase.'],
      ],
    },
  },
];
