import { iconSpriteMarkup } from '@/blocks/shared/content/icon-sprite';

/** The icon sprite (blocks/shared/content/icon-sprite.ts), built once; its URL carries its version. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSpriteMarkup(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
