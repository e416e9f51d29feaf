import { CollectionEditor } from '@/builder/collections/CollectionEditor.client';
import { CollectionScreen, collectionMetadata, openCollectionScreen, type CollectionScreenProps } from '@/builder/collections/CollectionScreen';
import { officeFields } from '@/builder/collections/specs';
import { getDb } from '@/lib/db';
import { pick } from '@/lib/i18n/locales';
import { officePath } from '@/lib/offices/paths';
import { listOffices } from '@/lib/offices/service';

export const generateMetadata = collectionMetadata('offices-title');

/** /qa/offices: the site's offices (both languages of the workspace). */
export default async function OfficesPage(props: CollectionScreenProps) {
  const { locale, site, t } = await openCollectionScreen('/qa/offices', props);
  const offices = await listOffices(await getDb(), site.id);
  const items = offices.map((office) => ({
    row: {
      id: office.id,
      title: pick(office.name, locale) ?? office.slug,
      subtitle: [pick(office.address_city, locale), office.phone_display].filter(Boolean).join(' · '),
      thumb: office.photo?.url ?? null,
      href: officePath(locale, office.slug),
    },
    data: office as unknown as Record<string, unknown>,
  }));
  return (
    <CollectionScreen locale={locale} title={t('offices-title')} intro={t('offices-intro')}>
      <CollectionEditor api="/api/editor/offices" heading={t('offices-heading')} newLabel={t('offices-new')} fields={officeFields} items={items} />
    </CollectionScreen>
  );
}
