import { withEditor } from '@/lib/auth/current-editor';
import { savedSearchesCsv } from '@/lib/alerts/public-api';

export const dynamic = 'force-dynamic';

/**
 * CSV of the site's saved searches with their consent record. A GET, so the
 * proxy lets it through: withEditor is what protects it. A broker gets only the searches
 * saved on their own pages (none when their member is gone).
 */
export const GET = withEditor(async (_request, _context, editor) => {
  const brokerWithoutMember = editor.role === 'broker' && editor.memberId === null;
  const csv = brokerWithoutMember ? '' : await savedSearchesCsv(editor.site.id, editor.role === 'broker' ? { memberId: editor.memberId } : {});
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="alerts-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}, 'broker');
