import { reportCsv } from '@/builder/compliance/report-text';
import { withEditor } from '@/lib/auth/current-editor';
import { complianceReport } from '@/lib/compliance/report';
import { getDb } from '@/lib/db';
import { quebecDay } from '@/lib/format/date';

export const dynamic = 'force-dynamic';

/**
 * GET /api/editor/compliance/export?lang=fr|en: the compliance report (/qa/compliance) as CSV,
 * in the workspace's language; the site's for a site admin, every site's for a platform admin.
 */
export const GET = withEditor(async (request, _context, editor) => {
  const locale = request.nextUrl.searchParams.get('lang') === 'en' ? 'en' : 'fr';
  const report = await complianceReport(await getDb(), editor.role === 'platform_admin' ? null : editor.site.id, quebecDay());
  return new Response(reportCsv(report.items, locale, request.nextUrl.origin), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="compliance-${quebecDay()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}, 'site_admin');
