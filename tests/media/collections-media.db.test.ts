import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import { expiredTags } from '@/lib/cache/invalidate';
import { createPage } from '@/lib/cms/page-writes';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { pngOf, received } from '../helpers/media-files';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current, getDatabaseId: async () => 'test' }));

const media = await import('@/lib/media/service');
const { databaseStorage } = await import('@/lib/media/storage');
const { findMediaUsage } = await import('@/lib/media/usage');
const { resolveMediaRefs } = await import('@/lib/media/resolve');
const membersRoute = await import('@/app/api/editor/members/route');
const officesRoute = await import('@/app/api/editor/offices/route');
const articlesRoute = await import('@/app/api/editor/articles/route');
const { getPost } = await import('@/lib/blog/post');
const { listArticles } = await import('@/lib/blog/service');
const { getOffice, getOffices } = await import('@/lib/offices/cached');
const { getMemberProfile } = await import('@/lib/members/service');

/**
 * Members, offices and articles keep the library file they show as {url, alt, media_id}, like
 * page image fields: the file says where it is used, cannot be deleted while used,
 * and a replace shows on them. A media write expires only what shows the file.
 */
let db: Database;
let cookie: string;
const storage = () => databaseStorage(db);

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await db.query(`insert into sites (id, key, name, type, domains, is_default) values ('a', 'ka', 'A', 'broker', '{a.test}', true)`);
  const editor = await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie', password: 'Bon-mot-de-passe' });
  await setSiteRole(db, editor!.id, 'a', 'editor');
  cookie = `qa_session=${(await createSession(db, editor!.id)).token}`;
}, 120_000);
afterAll(async () => db.close());
beforeEach(() => {
  expiredTags.length = 0;
});

async function upload(name: string, color = '#336699') {
  const file = await received(await pngOf(80, 60, color));
  try {
    return await media.uploadMedia(db, storage(), 'a', file, name);
  } finally {
    await file.discard();
  }
}

const post = (path: string, body: unknown) =>
  new NextRequest(`http://a.test${path}`, {
    method: 'POST',
    headers: { cookie, host: 'a.test', origin: 'http://a.test', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const unique = () => Math.random().toString(36).slice(2, 8);

describe('members, offices and articles store the library file ({url, alt, media_id})', () => {
  it('a member photo from the library: kept with its id, listed where used, delete refused, replace shown', async () => {
    const photo = await upload('julie.png');
    const slug = `julie-${unique()}`;
    const answer = await membersRoute.POST(
      post('/api/editor/members', { slug, kind: 'broker', name: 'Julie Tremblay', avatar: { url: photo.url, alt: 'Julie Tremblay', media_id: photo.id } }),
      {},
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    const [row] = await db.query<{ avatar: unknown }>('select avatar from members where slug = $1', [slug]);
    expect(row!.avatar).toEqual({ url: photo.url, alt: 'Julie Tremblay', media_id: photo.id });

    expect(await findMediaUsage(db, 'a', photo.id)).toEqual([expect.objectContaining({ type: 'member', label: 'Julie Tremblay' })]);
    await expect(media.deleteMedia(db, storage(), 'a', photo.id)).rejects.toBeInstanceOf(media.MediaInUse);

    // Replaced: the member's photo is found by its id, and the expiry is the members' tag alone.
    const file = await received(await pngOf(160, 120, '#00ff00'));
    expiredTags.length = 0;
    const replaced = await media.replaceMedia(db, storage(), 'a', photo.id, file);
    await file.discard();
    expect(expiredTags).toEqual(['site:a:members']);
    const [after] = await db.query<{ avatar: { url: string } }>('select avatar from members where slug = $1', [slug]);
    expect(await resolveMediaRefs(db, 'a', 'fr', after!.avatar)).toMatchObject({ url: replaced.url, width: 160, height: 120 });
  });

  it('an office photo from the library: kept with its id, listed where used, delete refused', async () => {
    const photo = await upload('bureau.png');
    const slug = `laval-${unique()}`;
    const answer = await officesRoute.POST(
      post('/api/editor/offices', {
        slug,
        name: { fr: 'Bureau de Laval', en: 'Laval office' },
        latitude: 45.6,
        longitude: -73.7,
        photo: { url: photo.url, alt: { fr: 'Le bureau', en: 'The office' }, media_id: photo.id },
      }),
      {},
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    const [row] = await db.query<{ photo: { media_id?: string } }>('select photo from offices where slug = $1', [slug]);
    expect(row!.photo.media_id).toBe(photo.id);
    expect(await findMediaUsage(db, 'a', photo.id)).toEqual([expect.objectContaining({ type: 'office', label: 'Bureau de Laval' })]);
    await expect(media.deleteMedia(db, storage(), 'a', photo.id)).rejects.toBeInstanceOf(media.MediaInUse);
    expiredTags.length = 0;
    await media.describeMedia(db, 'a', photo.id, { alt: { fr: 'Façade', en: 'Front' } });
    expect(expiredTags).toEqual(['site:a:offices']);
  });

  it('an article image from the library: kept with its id, listed where used, delete refused', async () => {
    const image = await upload('article.png');
    const answer = await articlesRoute.POST(
      post('/api/editor/articles', {
        title: { fr: 'Vendre en hiver' },
        slug: { fr: `vendre-${unique()}` },
        main_image: { url: image.url, alt: { fr: 'Maison sous la neige' }, media_id: image.id },
        published_at: '2026-01-15',
      }),
      { params: Promise.resolve({}) },
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    const [row] = await db.query<{ main_image: { media_id?: string } }>('select main_image from articles where id = $1', [id]);
    expect(row!.main_image.media_id).toBe(image.id);
    expect(await findMediaUsage(db, 'a', image.id)).toEqual([expect.objectContaining({ type: 'article', label: 'Vendre en hiver' })]);
    await expect(media.deleteMedia(db, storage(), 'a', image.id)).rejects.toBeInstanceOf(media.MediaInUse);
    expiredTags.length = 0;
    await media.describeMedia(db, 'a', image.id, { title: 'Hiver' });
    expect(expiredTags).toEqual(['site:a:blog']);
  });
});

describe('a media write expires only what shows the file', () => {
  const hero = (id: string, entry: { url: string; media_id: string }): Block => ({
    id,
    block_type: 'hero_content_1',
    fields: { main_title: { fr: 'Bienvenue', en: 'Welcome' }, image: { media: { fr: entry, en: entry } } },
  });

  it('describe and replace expire the pages that show the file (each language), not the site; an unused file expires nothing', async () => {
    const shown = await upload('facade.png');
    const other = await upload('cuisine.png');
    const paths = { fr: `/maison-${unique()}`, en: `/house-${unique()}` };
    await db.transaction((tx) => createPage(tx, { siteId: 'a', paths, title: { fr: 'Maison', en: 'House' }, content: [hero('h1', { url: shown.url, media_id: shown.id })] }));
    await db.transaction((tx) =>
      createPage(tx, { siteId: 'a', paths: { fr: `/autre-${unique()}` }, title: { fr: 'Autre', en: '' }, content: [hero('h2', { url: other.url, media_id: other.id })] }),
    );

    await media.describeMedia(db, 'a', shown.id, { alt: { fr: 'Façade', en: 'Front' } });
    expect([...expiredTags].sort()).toEqual([`site:a:page:en:${paths.en}`, `site:a:page:fr:${paths.fr}`]);

    expiredTags.length = 0;
    const file = await received(await pngOf(90, 60, '#ff0000'));
    await media.replaceMedia(db, storage(), 'a', shown.id, file);
    await file.discard();
    expect([...expiredTags].sort()).toEqual([`site:a:page:en:${paths.en}`, `site:a:page:fr:${paths.fr}`]);

    expiredTags.length = 0;
    const unused = await upload('inutile.png');
    await media.describeMedia(db, 'a', unused.id, { title: 'Rien' });
    expect(expiredTags).toEqual([]);
  });

  it('a file in the header expires every page of the site', async () => {
    const logo = await upload('logo.png');
    await db.query(`update sites set header = $2 where id = $1`, ['a', JSON.stringify([{ id: 'hd', block_type: 'header_classic', fields: { logo: { url: logo.url, media_id: logo.id } } }])]);
    await media.describeMedia(db, 'a', logo.id, { alt: { fr: 'Logo', en: 'Logo' } });
    expect(expiredTags).toContain('site:a:pages');
    await db.query(`update sites set header = '[]' where id = 'a'`);
  });
});

describe('a replaced file shows at its new address outside page content (no redirect, no re-editing)', () => {

  async function replace(id: string) {
    const file = await received(await pngOf(120, 90, '#00ff00'));
    try {
      return await media.replaceMedia(db, storage(), 'a', id, file);
    } finally {
      await file.discard();
    }
  }

  it("the blog post page's article image, the articles list", async () => {
    const image = await upload('hiver.png');
    const answer = await articlesRoute.POST(
      post('/api/editor/articles', {
        title: { fr: 'Acheter en hiver' },
        slug: { fr: `acheter-${unique()}` },
        main_image: { url: image.url, alt: { fr: 'Maison sous la neige' }, media_id: image.id },
        published_at: '2026-01-15',
      }),
      { params: Promise.resolve({}) },
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await db.query(`update articles set published = true, locales = '{fr}' where id = $1`, [id]);
    expect((await getPost(db, 'a', id, 'fr'))?.thumbnails?.url_large).toBe(image.url);

    const replaced = await replace(image.id);
    const shown = await getPost(db, 'a', id, 'fr');
    expect(shown?.thumbnails).toEqual({ url_small: replaced.url, url_large: replaced.url });
    expect(shown?.image_alt).toBe('Maison sous la neige');
    const list = await listArticles(db, 'a', { locale: 'fr', page: 1, limit: 50, order: 'desc', categories: [], withCategories: false });
    expect(list.articles.find((a) => a.id === id)?.thumbnails?.url_large).toBe(replaced.url);
  });

  it("an office page's photo and a profile's photo", async () => {
    const photo = await upload('bureau-gatineau.png');
    const avatar = await upload('marc.png');
    const officeSlug = `gatineau-${unique()}`;
    const memberSlug = `marc-${unique()}`;
    const office = await officesRoute.POST(
      post('/api/editor/offices', {
        slug: officeSlug,
        name: { fr: 'Bureau de Gatineau', en: 'Gatineau office' },
        latitude: 45.4,
        longitude: -75.7,
        photo: { url: photo.url, alt: { fr: 'Le bureau', en: 'The office' }, media_id: photo.id },
      }),
      {},
    );
    expect(office.status, await office.clone().text()).toBe(201);
    const member = await membersRoute.POST(
      post('/api/editor/members', { slug: memberSlug, kind: 'broker', name: 'Marc Roy', avatar: { url: avatar.url, alt: 'Marc Roy', media_id: avatar.id } }),
      {},
    );
    expect(member.status, await member.clone().text()).toBe(201);

    const newPhoto = await replace(photo.id);
    const newAvatar = await replace(avatar.id);
    expect((await getOffice('a', officeSlug))?.photo).toEqual({ url: newPhoto.url, alt: { fr: 'Le bureau', en: 'The office' }, media_id: photo.id });
    expect((await getOffices('a')).find((o) => o.slug === officeSlug)?.photo?.url).toBe(newPhoto.url);
    expect((await getMemberProfile('a', memberSlug))?.member.avatar).toEqual({ url: newAvatar.url, alt: 'Marc Roy', media_id: avatar.id });
  });
});
