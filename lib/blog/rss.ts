import type { ArticleCard } from './types';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 of the latest articles of one language. */
export function rssXml(feed: { title: string; link: string; selfUrl: string; language: string; origin: string; articles: ArticleCard[] }): string {
  const items = feed.articles
    .map((a) => {
      const url = `${feed.origin}${a.path}`;
      return `    <item>
      <title>${escape(a.title)}</title>
      <link>${escape(url)}</link>
      <guid isPermaLink="true">${escape(url)}</guid>
      <description>${escape(a.excerpt)}</description>
      <pubDate>${new Date(a.published_at).toUTCString()}</pubDate>
${a.author ? `      <dc:creator>${escape(a.author.name)}</dc:creator>\n` : ''}${a.categories.map((c) => `      <category>${escape(c.label)}</category>\n`).join('')}${a.thumbnails ? `      <enclosure url="${escape(`${feed.origin}${a.thumbnails.url_large}`)}" type="image/svg+xml" length="0"/>\n` : ''}    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escape(feed.title)}</title>
    <link>${escape(feed.link)}</link>
    <atom:link href="${escape(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
    <description>${escape(feed.title)}</description>
    <language>${feed.language}</language>
${items}
  </channel>
</rss>
`;
}
