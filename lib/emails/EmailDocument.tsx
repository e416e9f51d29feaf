import { Body, Button, Column, Container, Head, Hr, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import type { EmailBlock, EmailContent } from './content';
import { brokerLines, footerLines, transactionalNote } from './footer';
import { ListingCard } from './ListingCard';
import { emailTexts } from './messages';

const small = { fontSize: 12, lineHeight: '18px', color: '#555', margin: '0 0 4px' } as const;

function Block({ block, color, onColor }: { block: EmailBlock; color: string; onColor: string }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={block.small ? { fontSize: 13, color: '#555' } : { fontSize: 15, fontWeight: block.strong ? 'bold' : 'normal' }}>{block.text}</Text>;
    case 'button':
      return (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={block.url} style={{ background: color, color: onColor, padding: '12px 20px', borderRadius: 4, fontWeight: 'bold', textDecoration: 'none' }}>
            {block.label}
          </Button>
        </Section>
      );
    case 'link':
      return (
        <Text>
          <Link href={block.url} style={{ color }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'fields':
      return (
        <Section>
          {block.rows.map(([label, value]) => (
            <Text key={label} style={{ margin: '0 0 6px' }}>
              <strong>{label}</strong>
              <br />
              {value}
            </Text>
          ))}
        </Section>
      );
    case 'listings':
      return (
        <>
          {block.items.map((item) => (
            <ListingCard key={item.url} item={item} color={color} />
          ))}
        </>
      );
  }
}

/**
 * The one layout of a site's e-mails: its logo on its primary colour, the content, the
 * broker's card, then the footer the law asks for (unsubscribe links on commercial e-mails;
 * sender, postal address, contact and advertising mentions on every one).
 */
export function EmailDocument({ content }: { content: EmailContent }) {
  const { sender, locale } = content;
  const { primary, onPrimary } = sender.colors;
  const broker = content.brokerCard === false ? null : sender.broker;
  const lines = brokerLines(sender, locale);
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#222', margin: 0 }}>
        <Container style={{ maxWidth: 600, backgroundColor: '#ffffff' }}>
          <Section data-email-header="" style={{ backgroundColor: primary, padding: '16px 24px' }}>
            {sender.logo ? (
              <Img src={sender.logo.url} alt={sender.logo.alt} height={40} style={{ height: 40, width: 'auto' }} />
            ) : (
              <Text style={{ margin: 0, fontSize: 20, fontWeight: 'bold', color: onPrimary }}>{sender.siteName}</Text>
            )}
          </Section>
          <Section style={{ padding: '8px 24px' }}>
            {content.blocks.map((block, i) => (
              <Block key={i} block={block} color={primary} onColor={onPrimary} />
            ))}
          </Section>
          {broker ? (
            <Section data-broker-card="" style={{ padding: '0 24px' }}>
              <Hr />
              <Text style={{ ...small, textTransform: 'uppercase', color: primary }}>{emailTexts(locale)('broker.heading')}</Text>
              <Row>
                {broker.photo ? (
                  <Column width={72} valign="top" style={{ width: 72, paddingRight: 12 }}>
                    <Img src={broker.photo.url} alt={broker.photo.alt} width={64} height={64} style={{ borderRadius: 32, objectFit: 'cover' }} />
                  </Column>
                ) : null}
                <Column valign="top">
                  {lines.map((line, i) => (
                    <Text key={line} style={i === 0 ? { margin: 0, fontWeight: 'bold', fontSize: 15 } : { margin: 0, fontSize: 13, color: '#444' }}>
                      {line}
                    </Text>
                  ))}
                </Column>
              </Row>
            </Section>
          ) : null}
          <Section data-email-footer="" style={{ padding: '8px 24px 24px' }}>
            <Hr />
            {content.commercial ? (
              <>
                <Text style={small}>{content.commercial.why}</Text>
                <Text style={small}>
                  {content.commercial.links.map((link, i) => (
                    <span key={link.url}>
                      {i > 0 ? ' · ' : null}
                      <Link href={link.url} style={{ color: primary }}>
                        {link.label}
                      </Link>
                    </span>
                  ))}
                </Text>
              </>
            ) : (
              <Text style={small}>{transactionalNote(sender, locale)}</Text>
            )}
            {footerLines(sender, locale).map((line) => (
              <Text key={line} style={small}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
