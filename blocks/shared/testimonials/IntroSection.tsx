import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { Text } from '@/blocks/shared/content/Text';
import type { LocalizedText } from '@/lib/content/fields';
import { pick } from '@/lib/i18n/locales';
import shared from './styles.module.pcss';

/**
 * The section of a block with a title and an intro above its content (testimonials list and
 * slider, statistics, Q&A): labelled by its title when it has one.
 */
export function IntroSection({ id, fields, ctx, containerClassName, children, after }: { id: string; fields: { main_title?: LocalizedText; description?: LocalizedText }; ctx: BlockContext; containerClassName?: string; children: ReactNode; /** After the container, inside the section. */ after?: ReactNode }) {
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <header className={shared.sectionHeader}>
          <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} />
          <Text as="p" value={fields.description} ctx={ctx} className={shared.intro} />
        </header>
        {children}
      </div>
      {after}
    </section>
  );
}
