import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import type { BlockContext } from '@/blocks/types';
import type { Image, ListItem, TagItem } from '@/lib/content/fields';
import type { Localized } from '@/lib/i18n/locales';
import { CmsImage } from './CmsImage';
import { Icon } from './Icon';
import { RichText } from './RichText';
import { Text } from './Text';
import styles from './edito-post.module.pcss';

/** The Post entity of spec 001 section 3 ("edito post" content). */
export interface EditoPostValue {
  author_avatar?: Image;
  author_name?: string;
  list_items_repeater?: ListItem[];
  main_content?: Localized<string>;
  main_image?: Image;
  main_title?: Localized<string>;
  tags_repeater?: TagItem[];
}

/** An editorial post: image, tags, title, author, key facts and the rich-text body. */
export function EditoPost({ post, ctx }: { post: EditoPostValue; ctx: Pick<BlockContext, 'locale'> }) {
  const t = useTranslations('media.edito');
  return (
    <article className={styles.post}>
      {post.main_image ? (
        <div className={styles.image}>
          <CmsImage image={post.main_image} ctx={ctx} cover sizes="(min-width: 992px) 720px, 100vw" />
        </div>
      ) : null}
      {post.tags_repeater?.length ? (
        <ul className={styles.tags}>
          {post.tags_repeater.map((tag, index) => (
            <li key={index} className={styles.tag} style={{ background: tag.bg_color_primary, color: tag.text_color }}>
              {pick(tag.name, ctx.locale)}
            </li>
          ))}
        </ul>
      ) : null}
      <Text value={post.main_title} ctx={ctx} as="h2" className={styles.title} />
      {post.author_name ? (
        <p className={styles.author}>
          {post.author_avatar ? <CmsImage image={post.author_avatar} ctx={ctx} className={styles.avatar} sizes="40px" /> : null}
          {t('by', { name: post.author_name })}
        </p>
      ) : null}
      {post.list_items_repeater?.length ? (
        <ul className={styles.facts}>
          {post.list_items_repeater.map((item, index) => (
            <li key={index}>
              <Icon icon={item.icon?.type ?? 'check'} size={16} /> <Text value={item.description} ctx={ctx} />
            </li>
          ))}
        </ul>
      ) : null}
      <RichText html={pick(post.main_content, ctx.locale)} className={styles.body} />
    </article>
  );
}
