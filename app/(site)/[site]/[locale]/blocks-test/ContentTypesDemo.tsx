import { BlockSheets } from '@/blocks/BlockSheets';
import { Code } from '@/blocks/shared/content/Code';
import { EditoPost } from '@/blocks/shared/content/EditoPost';
import { EmbeddedCode } from '@/blocks/shared/content/EmbeddedCode';
import type { Locale } from '@/lib/i18n/locales';

const ctxOf = (locale: Locale) => ({ locale });

/** The content types that no demo block shows on its own: code, embedded code, edito post. */
export function ContentTypesDemo({ locale }: { locale: Locale }) {
  const ctx = ctxOf(locale);
  return (
    <section className="section">
      <BlockSheets entry="app/(site)/[site]/[locale]/blocks-test/ContentTypesDemo" />
      <div className="container" style={{ display: 'grid', gap: 40 }}>
        <Code language="html" code={'<a href="/fr/evaluation-gratuite" class="btn btn--primary">\n  Évaluation gratuite\n</a>'} />
        <EmbeddedCode html={'<p>Notre bureau, 1250, boul. René-Lévesque Ouest, Montréal (Québec) H3B 4W8</p><iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-73.575%2C45.496%2C-73.565%2C45.502" title="Carte du bureau" loading="lazy"></iframe><script>alert(1)</script>'} />
        <EditoPost
          ctx={ctx}
          post={{
            main_title: { fr: 'Le marché de Laval au printemps 2025', en: 'The Laval market in spring 2025' },
            author_name: 'Julie Tremblay',
            main_image: { media: { fr: { url: '/demo/heroes/laval-family-home.jpg', alt: 'Maison à Laval' }, en: { url: '/demo/heroes/laval-family-home.jpg', alt: 'House in Laval' } } },
            tags_repeater: [{ name: { fr: 'Marché', en: 'Market' } }, { name: { fr: 'Laval', en: 'Laval' } }],
            list_items_repeater: [
              { icon: { type: 'calendar' }, description: { fr: '12 mai 2025', en: 'May 12, 2025' } },
              { icon: { type: 'clock' }, description: { fr: '4 min de lecture', en: '4 min read' } },
            ],
            main_content: {
              fr: '<p>Le prix médian d’une unifamiliale à Laval atteint <strong>585 000 $</strong>, en hausse de 6 % sur un an. Les délais de vente raccourcissent à 31 jours.</p>',
              en: '<p>The median price of a single-family home in Laval reaches <strong>$585,000</strong>, up 6% year over year. Selling times shorten to 31 days.</p>',
            },
          }}
        />
      </div>
    </section>
  );
}
