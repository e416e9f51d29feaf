import type { ElementType, ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Link } from '@/lib/content/fields';
import { pick, type Localized } from '@/lib/i18n/locales';
import { CmsLink } from './CmsLink';
import { RichText } from './RichText';
import { Text } from './Text';

/** The block's own class names for each part (usually its CSS module, which names them alike). */
export interface SectionIntroClasses {
  superTitle?: string;
  title?: string;
  subTitle?: string;
  description?: string;
  ctas?: string;
}

/**
 * The introduction many blocks open with: super-title, title, sub-title, rich text, then
 * `children` (a list, say) and the calls to action, the first one primary. Each part
 * renders only when it has text in the locale; the block keeps its own layout and styles.
 */
export function SectionIntro({
  ctx,
  superTitle,
  title,
  titleAs = 'h2',
  titleId,
  subTitle,
  subTitleMultiline = false,
  description,
  links = [],
  classes,
  children,
}: {
  ctx: Pick<BlockContext, 'locale' | 'variantId'>;
  superTitle?: Localized<string>;
  title?: Localized<string>;
  titleAs?: ElementType;
  titleId?: string;
  subTitle?: Localized<string>;
  subTitleMultiline?: boolean;
  description?: Localized<string>;
  links?: Link[];
  classes: SectionIntroClasses;
  children?: ReactNode;
}) {
  return (
    <>
      <Text value={superTitle} ctx={ctx} as="p" className={classes.superTitle} />
      <Text value={title} ctx={ctx} as={titleAs} id={titleId} className={classes.title} />
      <Text value={subTitle} ctx={ctx} as="p" className={classes.subTitle} multiline={subTitleMultiline} />
      <RichText html={pick(description, ctx.locale)} className={classes.description} />
      {children}
      {links.length > 0 ? (
        <div className={classes.ctas}>
          {links.map((link, index) => (
            <CmsLink key={index} link={link} ctx={ctx} variant={index === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
      ) : null}
    </>
  );
}
