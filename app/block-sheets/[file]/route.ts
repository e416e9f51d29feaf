import { allSheets } from '@/blocks/sheets.generated';

/**
 * A block sheet at its content-named address (scripts/build/block-sheet.cjs): what a browser
 * loads when a client navigation brings a block type its first page did not have.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const byFile = new Map(allSheets.map((sheet) => [sheet.url.split('/').pop()!, sheet]));

export function generateStaticParams() {
  return [...byFile.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const sheet = byFile.get((await params).file);
  if (!sheet) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(sheet.css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
