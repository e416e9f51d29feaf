import { CmsImage } from '../shared/content/CmsImage';
import { Icon } from '../shared/content/Icon';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { mediaLayout } from './media-layout';
import { txtImgDoubleOrientation } from '@/blocks/txt-img-double-block-1/params';
import type { TxtImgDoubleFields } from '@/blocks/txt-img-double-block-1/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

/**
 * txt_img_double_block_1: a text column (title, rich text, icon list, calls to action)
 * beside a media column of one or two images. orientation_x is the media side
 * (default left); below md the media stacks above the text.
 */
export function TxtImgDouble({ fields, params, ctx }: BlockComponentProps<TxtImgDoubleFields>) {
  const Title = ctx.index === 0 ? 'h1' : 'h2';
  const layout = mediaLayout(fields.medias_repeater);
  return (
    <section className={`section ${styles.block}`} data-orientation={txtImgDoubleOrientation(params)}>
      <div className={`container ${styles.grid}`} data-media={layout.kind}>
        {layout.kind !== 'none' ? (
          <div className={styles.media} data-layout={layout.kind}>
            {layout.images.map((image, index) => (
              <div key={index} className={styles.frame}>
                <CmsImage
                  image={image}
                  ctx={ctx}
                  cover
                  className={styles.image}
                  priority={ctx.index === 0 && index === 0}
                  sizes={layout.kind === 'double' ? '(min-width: 768px) 25vw, 50vw' : '(min-width: 768px) 50vw, 100vw'}
                />
              </div>
            ))}
          </div>
        ) : null}
        <div className={styles.content}>
          <SectionIntro
            ctx={ctx}
            title={fields.main_title}
            titleAs={Title}
            description={fields.description}
            links={fields.cta_repeater}
            classes={styles}
          >
          {fields.list_items_repeater.length > 0 ? (
            <ul className={styles.list}>
              {fields.list_items_repeater.map((item, index) => (
                <li key={index} className={styles.item}>
                  <span className={styles.marker}>
                    {item.icon ? <Icon icon={item.icon} size={20} /> : <span className={styles.dot} />}
                  </span>
                  <Text value={item.description} ctx={ctx} as="span" className={styles.itemText} />
                </li>
              ))}
            </ul>
          ) : null}
          </SectionIntro>
        </div>
      </div>
    </section>
  );
}
