import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '@/lib/db/types';
import { receiveToTempFile } from '@/lib/media/receive';
import { describeMediaRow, uploadMedia } from '@/lib/media/service';
import { mediaStorage } from '@/lib/media/storage';
import { thumbnailsOf } from '@/lib/blog/writes';
import type { Localized } from '@/lib/i18n/locales';

/** The demo's own images (public/demo/...) that go into each site's library, the blog's illustrations included. */
const DEMO_IMAGE = /^\/demo\/(heroes|content|members|offices|blog)\/[a-z0-9-]+\.(jpg|svg)$/;
const LOCALES = ['fr', 'en'] as const;

type Found = Map<string, Localized<string>>;

/** Every demo image address in a JSON value, with the alt text found beside it per language. */
function collect(value: unknown, found: Found, locale: 'fr' | 'en' | null): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found, locale);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && DEMO_IMAGE.test(record.url)) {
    const alt = found.get(record.url) ?? {};
    const given = record.alt;
    for (const l of locale ? [locale] : LOCALES) {
      const text = typeof given === 'string' ? given : given && typeof given === 'object' ? (given as Localized<string>)[l] : undefined;
      if (text && !alt[l]) alt[l] = text;
    }
    found.set(record.url, alt);
  }
  for (const [key, item] of Object.entries(record)) collect(item, found, key === 'fr' || key === 'en' ? key : locale);
}

/** The value with each demo image replaced by its library file (address and media_id). */
function rewrite(value: unknown, files: Map<string, { id: string; url: string }>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, files));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = rewrite(item, files);
  const file = typeof out.url === 'string' ? files.get(out.url) : undefined;
  if (file) Object.assign(out, { url: file.url, media_id: file.id });
  return out;
}

/**
 * Puts the demo content's images into the site's media library, with the alt text the demo
 * content gives them in both languages (the other language's when one is missing), and points
 * the pages, members, offices, articles and the header at the library files.
 */
export async function seedMediaLibrary(db: Queryable, siteId: string, publicDir = path.resolve('public')): Promise<number> {
  const pages = await db.query<{ id: number; content: unknown; published: unknown }>('select id, content, published from pages where site_id = $1', [siteId]);
  const members = await db.query<{ id: number; avatar: unknown }>('select id, avatar from members where site_id = $1', [siteId]);
  const offices = await db.query<{ id: number; photo: unknown }>('select id, photo from offices where site_id = $1', [siteId]);
  const sites = await db.query<{ header: unknown }>('select header from sites where id = $1', [siteId]);
  const articles = await db.query<{ id: number; main_image: unknown }>('select id, main_image from articles where site_id = $1 and main_image is not null', [siteId]);
  const found: Found = new Map();
  collect(
    [pages.map((p) => [p.content, p.published]), members.map((m) => m.avatar), offices.map((o) => o.photo), sites.map((s) => s.header), articles.map((a) => a.main_image)],
    found,
    null,
  );

  const storage = mediaStorage(db);
  const files = new Map<string, { id: string; url: string }>();
  for (const [url, alt] of found) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(publicDir, url));
    } catch {
      continue; // A demo address without a file: left as it is.
    }
    const received = await receiveToTempFile([bytes]);
    try {
      const item = await uploadMedia(db, storage, siteId, received, path.basename(url));
      const both = { fr: alt.fr ?? alt.en ?? '', en: alt.en ?? alt.fr ?? '' };
      await describeMediaRow(db, siteId, item.id, { alt: both, tags: [url.split('/')[2] ?? 'demo'] });
      files.set(url, { id: item.id, url: item.url });
    } finally {
      await received.discard();
    }
  }
  if (files.size === 0) return 0;
  for (const page of pages) {
    await db.query('update pages set content = $2, published = $3 where id = $1', [
      page.id,
      JSON.stringify(rewrite(page.content, files)),
      page.published === null ? null : JSON.stringify(rewrite(page.published, files)),
    ]);
  }
  for (const member of members) if (member.avatar) await db.query('update members set avatar = $2 where id = $1', [member.id, JSON.stringify(rewrite(member.avatar, files))]);
  for (const office of offices) if (office.photo) await db.query('update offices set photo = $2 where id = $1', [office.id, JSON.stringify(rewrite(office.photo, files))]);
  for (const article of articles) {
    const image = rewrite(article.main_image, files) as { url: string };
    await db.query('update articles set main_image = $2, thumbnails = $3 where id = $1', [article.id, JSON.stringify(image), JSON.stringify(thumbnailsOf(image))]);
  }
  await db.query('update sites set header = $2 where id = $1', [siteId, JSON.stringify(rewrite(sites[0]?.header ?? [], files))]);
  return files.size;
}
