import type { BlogPost } from '@/lib/blog/post';
import { localeInfo } from '@/lib/i18n/locales';

/** schema.org BlogPosting of a post, for search engines. */
export function blogPostingJsonLd(post: BlogPost, url: string, origin: string) {
  const image = post.thumbnails ? new URL(post.thumbnails.url_large, origin).toString() : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image } : {}),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: localeInfo[post.locale].iso,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    ...(post.categories.length > 0 ? { articleSection: post.categories.map((c) => c.label) } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}
