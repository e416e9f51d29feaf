import { z } from 'zod';
import { variantColors } from '@/lib/content/types';
import { consentCategories } from '@/lib/consent/categories';
import { themeSettingsInput } from './theme-input';

/** Request bodies of /api/editor/**: validated at the boundary, 400 with the first issue otherwise. */

/** Page versions are PostgreSQL integers: a larger number is a bad field, not a database error. */
export const pageVersion = z.int32().positive();

const localizedString = (max: number) => z.object({ fr: z.string().max(max).optional(), en: z.string().max(max).optional() }).strict();

export const pathsBody = localizedString(200);

export const blockBody = z.object({
  id: z.string().min(1).max(120),
  block_type: z.string().min(1).max(100),
  block_params: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.unknown()),
});

/** The most blocks a page holds: the editor is measured at this size (`npm run bench:editor -- 500`). */
const MAX_PAGE_BLOCKS = 500;

const blocksBody = z.array(blockBody).max(MAX_PAGE_BLOCKS);

export const createPageBody = z
  .object({ paths: pathsBody, title: localizedString(300) })
  .refine((body) => body.paths.fr !== undefined || body.paths.en !== undefined, { message: 'At least one path (fr or en) is required', path: ['paths'] });

export const draftBody = z.object({
  content: blocksBody,
  title: localizedString(300),
  seo: z.record(z.string(), z.unknown()).default({}),
  paths: pathsBody.optional(),
  expectedVersion: pageVersion,
});

export const publishBody = z.object({ expectedVersion: pageVersion.optional() });

export const restoreBody = z.object({ version: pageVersion });

export const duplicateBody = z.object({ paths: pathsBody.optional() });

export const newVariantBody = z.object({ name: z.string().trim().min(1).max(80), color: z.enum(variantColors) });

export const variantContentBody = z.object({ content: blocksBody });

export const chromeBody = z.object({ part: z.enum(['header', 'footer']), blocks: blocksBody });

export const themeBody = themeSettingsInput;

/** Page content can be large (rich text, many blocks): bodies that carry blocks may be up to 2 MB. */
export const CONTENT_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** The site's maintenance switch: every public page answers 503 with the maintenance document while on. */
export const maintenanceBody = z.object({ maintenance: z.boolean() }).strict();

/** The site's script tags, each with where it goes and its consent category (lib/consent/categories.ts). */
export const scriptTagsBody = z
  .object({
    tags: z
      .array(
        z.object({
          position: z.enum(['head', 'body-top', 'body-bottom']),
          content: z.union([z.string().max(20_000), z.object({ fr: z.string().max(20_000), en: z.string().max(20_000) })]),
          category: z.enum(consentCategories),
        }),
      )
      .max(30),
  })
  .strict();

/** The person in charge of the protection of personal information: a name or a title (in both languages), and an e-mail. */
/** The retention period: whole months, 1 to 120 (lib/my-data/retention.ts). */
export const retentionBody = z.object({ months: z.number().int().min(1).max(120) }).strict();

export const privacyOfficerBody = z
  .object({
    name: z.string().trim().max(120),
    title: z.object({ fr: z.string().trim().max(120), en: z.string().trim().max(120) }),
    email: z.email().max(254),
  })
  .strict()
  .refine((officer) => officer.name !== '' || (officer.title.fr !== '' && officer.title.en !== ''), { path: ['title'], message: 'name or title (fr and en) required' });
