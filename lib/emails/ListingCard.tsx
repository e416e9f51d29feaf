import { Column, Img, Link, Row, Section, Text } from '@react-email/components';
import type { EmailListing } from './content';

/** One listing of an alert: its photo (with its alt text), what changed, price, address, rooms, link. */
export function ListingCard({ item, color }: { item: EmailListing; color: string }) {
  return (
    <Section data-listing="" style={{ margin: '0 0 16px' }}>
      <Row>
        {item.photo ? (
          <Column width={132} valign="top" style={{ width: 132, paddingRight: 12 }}>
            <Link href={item.url}>
              <Img src={item.photo.url} alt={item.photo.alt} width={120} height={80} style={{ display: 'block', borderRadius: 4, objectFit: 'cover' }} />
            </Link>
          </Column>
        ) : null}
        <Column valign="top">
          <Text style={{ margin: 0, fontSize: 12, textTransform: 'uppercase', color }}>{item.kind}</Text>
          <Text style={{ margin: '2px 0', fontSize: 18, fontWeight: 'bold' }}>
            {item.price}
            {item.was ? <span style={{ fontSize: 13, fontWeight: 'normal', color: '#666', textDecoration: 'line-through' }}> {item.was}</span> : null}
          </Text>
          <Text style={{ margin: '2px 0' }}>{item.address}</Text>
          {item.rooms ? <Text style={{ margin: '2px 0', color: '#555' }}>{item.rooms}</Text> : null}
          <Link href={item.url} style={{ color }}>
            {item.viewLabel}
          </Link>
        </Column>
      </Row>
    </Section>
  );
}
