import type { Block } from '@/lib/cms/types';
import { blocks } from './demo-block';
import { textBlock } from './text';

interface DemoArticle {
  slug: { fr: string; en?: string };
  title: { fr: string; en?: string };
  excerpt: { fr: string; en?: string };
  main_content: { fr: Block[]; en?: Block[] };
  thumbnails: Record<string, unknown>;
  author: { name: string };
  category: { fr: string; en: string };
  published_at: string;
}

/** Three demo articles; the third exists in French only (blog language guard). */
export function demoArticles(): DemoArticle[] {
  const article = (
    n: number,
    slug: { fr: string; en?: string },
    title: { fr: string; en?: string },
    excerpt: { fr: string; en?: string },
    body: { fr: string; en?: string },
    date: string,
  ): DemoArticle => ({
    slug,
    title,
    excerpt,
    main_content: {
      fr: blocks(textBlock(`article-${n}-fr`, { fr: title.fr, en: title.fr }, { fr: body.fr, en: body.fr })),
      ...(body.en && title.en
        ? { en: blocks(textBlock(`article-${n}-en`, { fr: title.en, en: title.en }, { fr: body.en, en: body.en })) }
        : {}),
    },
    thumbnails: {},
    author: { name: 'Julie Tremblay' },
    category: { fr: 'Conseils', en: 'Advice' },
    published_at: date,
  });
  return [
    article(
      1,
      { fr: 'preparer-sa-maison-pour-la-vente', en: 'preparing-your-home-for-sale' },
      { fr: 'Préparer sa maison pour la vente', en: 'Preparing your home for sale' },
      { fr: 'Dix gestes simples qui font monter le prix.', en: 'Ten simple steps that raise the price.' },
      {
        fr: '<p>Désencombrez, réparez les petits défauts et misez sur la lumière : les acheteurs visitent d’abord en ligne.</p>',
        en: '<p>Declutter, fix small defects and let the light in: buyers visit online first.</p>',
      },
      '2026-09-14T12:00:00Z',
    ),
    article(
      2,
      { fr: 'premier-achat-au-quebec', en: 'first-home-purchase-in-quebec' },
      { fr: 'Premier achat au Québec : le guide', en: 'Buying your first home in Québec: the guide' },
      { fr: 'Mise de fonds, taxe de bienvenue et inspection.', en: 'Down payment, welcome tax and inspection.' },
      {
        fr: '<p>La mise de fonds minimale est de 5 % jusqu’à 500 000 $. Prévoyez aussi les droits de mutation (taxe de bienvenue).</p>',
        en: '<p>The minimum down payment is 5% up to $500,000. Also budget for the land transfer duties (welcome tax).</p>',
      },
      '2026-10-02T12:00:00Z',
    ),
    article(
      3,
      { fr: 'marche-immobilier-laurentides-automne' },
      { fr: 'Le marché des Laurentides cet automne' },
      { fr: 'Les chalets restent recherchés.' },
      { fr: '<p>Les propriétés de villégiature restent très recherchées dans les Laurentides.</p>' },
      '2026-10-28T12:00:00Z',
    ),
  ];
}
