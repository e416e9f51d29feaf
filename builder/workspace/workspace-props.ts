import type { Site } from '@/lib/sites/sites';
import type { Locale } from '@/lib/i18n/locales';
import { allSheets } from '@/blocks/sheets.generated';
import { brandingVersion, themeToCss } from '@/lib/theme';
import { loadMessages } from '@/locales';
import type { ConfigLabels } from '../config';
import { configLabels } from './config-labels';
import type { WorkspaceSite } from './PuckWorkspace.client';

// Every block's sheet, joined once per process: the same for every site and every editor page.
const blockCss = allSheets.map((sheet) => sheet.css).join('\n');

/** What every Puck page of /qa passes to its client editor (serialisable props). */
export interface WorkspaceProps {
  labels: ConfigLabels;
  dictionary: Record<string, string>;
  /** Every block's style sheet (any block may be dropped on the canvas), then the site's theme. */
  canvasCss: string;
  site: WorkspaceSite;
}

export function workspaceProps(site: Site, qaLocale: Locale, alternatePaths: WorkspaceSite['alternatePaths'] = []): WorkspaceProps {
  const messages = loadMessages(qaLocale).editor;
  const config = messages.config as Record<string, string>;
  return {
    labels: configLabels(qaLocale, (key) => config[key] ?? key),
    dictionary: messages.puck as Record<string, string>,
    canvasCss: `${blockCss}\n${themeToCss(site.theme)}`,
    site: { siteType: site.type, brandingVersion: brandingVersion(site.metadata), alternatePaths },
  };
}

/** The messages the /qa client components read (editor UI in the QA language). */
export function qaClientMessages(qaLocale: Locale) {
  const messages = loadMessages(qaLocale);
  return { editor: messages.editor, qa: messages.qa };
}
