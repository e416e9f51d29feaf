import { CollectionEditor } from '@/builder/collections/CollectionEditor.client';
import { CollectionScreen, collectionMetadata, openCollectionScreen, type CollectionScreenProps } from '@/builder/collections/CollectionScreen';
import { bankPartnerFields, partnerFields } from '@/builder/collections/specs';
import { getDb } from '@/lib/db';
import { pick } from '@/lib/i18n/locales';
import { listBankPartners, listPartners } from '@/lib/partners/service';

export const generateMetadata = collectionMetadata('partners-title');

/** /qa/partners: the site's partners and bank partners (both languages of the workspace). */
export default async function PartnersPage(props: CollectionScreenProps) {
  const { locale, site, t } = await openCollectionScreen('/qa/partners', props);
  const db = await getDb();
  const [partners, banks] = await Promise.all([listPartners(db, site.id), listBankPartners(db, site.id)]);
  const partnerItems = partners.map((p) => ({
    row: {
      id: p.id,
      title: pick(p.title, locale) ?? '',
      subtitle: [pick(p.subtitle, locale), ...p.tags.map((tag) => pick(tag.name, locale))].filter(Boolean).join(' · '),
      thumb: p.avatar?.url ?? p.image?.url ?? null,
      href: null,
    },
    data: p as unknown as Record<string, unknown>,
  }));
  const bankItems = banks.map((b) => ({
    row: {
      id: b.id,
      title: b.name,
      subtitle: b.employees.map((e) => e.person_name).join(', '),
      thumb: b.logo?.url ?? null,
      href: null,
    },
    data: b as unknown as Record<string, unknown>,
  }));
  return (
    <CollectionScreen locale={locale} title={t('partners-title')} intro={t('partners-intro')}>
      <CollectionEditor api="/api/editor/partners" heading={t('partners-heading')} newLabel={t('partners-new')} fields={partnerFields} items={partnerItems} />
      <CollectionEditor api="/api/editor/bank-partners" heading={t('banks-heading')} newLabel={t('banks-new')} fields={bankPartnerFields} items={bankItems} />
    </CollectionScreen>
  );
}
