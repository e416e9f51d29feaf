import type { EmailBlock, EmailContent } from './content';
import { brokerLines, footerLines, transactionalNote } from './footer';
import { emailTexts } from './messages';
import { frenchTypography, labelled } from './typography';

function blockText(block: EmailBlock, content: EmailContent): string {
  const { locale } = content;
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
    case 'link':
      return labelled(block.label, block.url, locale);
    case 'fields':
      return block.rows.map(([label, value]) => labelled(label, value, locale)).join('\n');
    case 'listings':
      return block.items
        .map((item) =>
          [`* ${labelled(item.kind, item.price, locale)}${item.was ? ` (${item.was})` : ''}`, `  ${item.address}`, item.rooms ? `  ${item.rooms}` : null, `  ${item.url}`]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n\n');
  }
}

/** The plain-text part: the same content as the HTML part, paragraph by paragraph, then the broker and the footer. */
export function emailText(content: EmailContent): string {
  const { locale, sender } = content;
  const broker = content.brokerCard === false ? [] : brokerLines(sender, locale);
  const sections = [
    content.blocks.map((block) => blockText(block, content)).join('\n\n'),
    broker.length > 0 ? [frenchTypography(`${emailTexts(locale)('broker.heading')}:`, locale), ...broker].join('\n') : '',
    [
      '--',
      ...(content.commercial ? [content.commercial.why, ...content.commercial.links.map((link) => labelled(link.label, link.url, locale))] : [transactionalNote(sender, locale)]),
      ...footerLines(sender, locale),
    ].join('\n'),
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
