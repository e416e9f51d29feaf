import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import type { BlockComponentProps } from '../types';
import { PropertyIframe } from './PropertyIframe.lazy';
import type { IframeBlockFields } from '@/blocks/iframe-block/schema';

/**
 * iframe_block: a partner tool (property page, mortgage simulator) in an iframe whose
 * height follows the tool's remaxIframeHeight messages. The src carries the current
 * page's URL (shareUrl), known only in the browser, so the frame is a client leaf.
 */
export function IframeBlock({ fields, ctx }: BlockComponentProps<IframeBlockFields>) {
  const t = useTranslations('media.iframe');
  const url = pick(fields.core_data.iframeUrl, ctx.locale);
  if (!url) return null;
  return <PropertyIframe url={url} params={fields.core_data.iframeQueryParams} title={pick(fields.main_title, ctx.locale) ?? t('title')} />;
}
