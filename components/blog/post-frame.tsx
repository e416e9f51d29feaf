import type { BlogPost } from '@/lib/blog/post';
import { jsonLdScriptContent } from '@/components/listing/listing-json-ld';
import { AuthorBlock } from './AuthorBlock';
import { BlogLanguageGuard } from './BlogLanguageGuard.lazy';
import { PostHeader } from './PostHeader';
import { blogPostingJsonLd } from './post-json-ld';

/** What a post page adds around its main content blocks: header, author block, guard, JSON-LD. */
export function postLead(post: BlogPost, url: string, origin: string) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(blogPostingJsonLd(post, url, origin)) }} />
      <PostHeader post={post} url={url} />
    </>
  );
}

export function postTail(post: BlogPost) {
  return (
    <>
      <AuthorBlock post={post} />
      <BlogLanguageGuard post={{ id: post.id, locale: post.locale, available: post.available }} />
    </>
  );
}
