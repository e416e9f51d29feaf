'use client';

// Not puck.css: it @imports Inter from rsms.me, and when that host is unreachable (offline,
// blocked, CSP) the browser fails the whole CSS chunk and the editor route crashes.
import '@puckeditor/core/no-external.css';
import { Puck, type Data, type Overrides } from '@puckeditor/core';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';
import { createPuckConfig, type ConfigLabels } from '../config';
import { LiveEditScope } from '../config/live-edits';
import { EditorContextProvider } from '../editor-context';
import { BlockActionBar } from './BlockActionBar';
import { CanvasFrame } from './CanvasFrame';
import { LocaleSwitch } from './LocaleSwitch';
import { PuckBridge } from './PuckBridge';
import { usePuckDomA11y } from './puck-dom-a11y';
import { localiseDndKit, puckViewports } from './puck-locale';
import { FieldsWithTranslationFlag, StaleOverlay, TranslationTools } from './TranslationFlags';
import { WorkspaceUiProvider, type SelectRequest, type WorkspaceUi } from './workspace-ui-context';
import styles from './styles.module.css';

export interface WorkspaceSite {
  siteType: BlockContext['siteType'];
  brandingVersion: BlockContext['brandingVersion'];
  alternatePaths: BlockContext['alternatePaths'];
}

export interface PuckWorkspaceProps {
  title: string;
  initialData: Data;
  labels: ConfigLabels;
  /** 'chrome': header and footer blocks only; 'article': the blocks of an article's body. Neither has page root fields. */
  scope: 'page' | 'chrome' | 'article';
  /** Edit this locale only (an article's content of one language): no fr/en switch. */
  fixedLocale?: Locale;
  canvasCss: string;
  site: WorkspaceSite;
  dictionary: Record<string, string>;
  localeSwitchLabel: string;
  onChange: (data: Data) => void;
  /** The header's actions (save state, publish, ...), instead of Puck's own publish button. */
  actions: ReactNode;
  /** block id -> its older locale (stale-translation flags); none by default. */
  staleLocales?: Record<string, Locale>;
  /** Select this block on the canvas (and scroll to it), e.g. from ?block= or a publish problem. */
  selectRequest?: SelectRequest | null;
  onBlockMissing?: (id: string) => void;
}

const noFlags: Record<string, Locale> = {};

const isChrome = (category: string) => category === 'headers' || category === 'footers';
/** What an article's body may hold: text, media, calls to action and layout blocks. */
const isArticleBody = (category: string) => category === 'text' || category === 'media' || category === 'cta' || category === 'layout';

/**
 * Header actions reach Puck through context, so the overrides object stays stable:
 * Puck remounts its iframe when overrides.iframe changes identity.
 */
const HeaderActionsContext = createContext<ReactNode>(null);

function HeaderActions() {
  return <div className={styles.headerActions}>{useContext(HeaderActionsContext)}</div>;
}

/** overrides.fields: the selected block's fields, edited live, under its stale-translation notice. */
function BlockFields({ children }: { children: ReactNode }) {
  return (
    <LiveEditScope>
      <FieldsWithTranslationFlag>{children}</FieldsWithTranslationFlag>
    </LiveEditScope>
  );
}

/**
 * The Puck editor over the block registry, with the fr/en switch deciding which locale
 * the text fields edit and the canvas shows, a French | English view of the localised
 * fields, stale-translation flags, and block selection on request. Loaded only on /qa
 * editor pages.
 */
export function PuckWorkspace(props: PuckWorkspaceProps) {
  const { labels, scope, canvasCss, staleLocales = noFlags, selectRequest = null, onBlockMissing } = props;
  const t = useTranslations('editor.translations');
  const puckUiT = useTranslations('editor.puckUi');
  const puckUi = useMemo(() => (key: string, values?: Record<string, string>) => (puckUiT as (k: string, v?: Record<string, string>) => string)(key, values), [puckUiT]);
  const [editLocale, setEditLocale] = useState<Locale>(props.fixedLocale ?? 'fr');
  const [sideBySide, setSideBySide] = useState(false);
  const staleEn = t('stale-en');
  const staleFr = t('stale-fr');
  const ui = useMemo<WorkspaceUi>(
    () => ({ staleLocales, staleLabels: { en: staleEn, fr: staleFr }, selectRequest, onBlockMissing, sideBySide, setSideBySide }),
    [staleLocales, staleEn, staleFr, selectRequest, onBlockMissing, sideBySide],
  );
  const { siteType, brandingVersion, alternatePaths } = props.site;
  // A stable context value: every canvas block reads it, so a new object re-renders them all.
  const editorContext = useMemo(
    () => ({ editLocale, sideBySide, siteType, brandingVersion, alternatePaths }),
    [editLocale, sideBySide, siteType, brandingVersion, alternatePaths],
  );
  const config = useMemo(() => {
    const only = scope === 'chrome' ? isChrome : scope === 'article' ? isArticleBody : null;
    const full = createPuckConfig({ labels, only: only ? (d) => only(d.category) : undefined });
    // No page fields (title, SEO) outside a page: an empty root field set, or Puck shows its default "title".
    return scope === 'page' ? full : { ...full, root: { fields: {}, render: full.root?.render } };
  }, [labels, scope]);
  // Before <Puck> renders: its drag-and-drop managers read dnd-kit's preset when created.
  useState(() => localiseDndKit(puckUi, (type) => config.components[type]?.label));
  const viewports = useMemo(() => puckViewports(puckUi), [puckUi]);
  const workspaceRef = useRef<HTMLDivElement>(null);
  usePuckDomA11y(workspaceRef, { frameTitle: puckUi('frame-title'), zoom: puckUi('zoom'), movable: puckUi('dnd-role') });
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      iframe: ({ children }) => <CanvasFrame canvasCss={canvasCss}>{children}</CanvasFrame>,
      headerActions: () => <HeaderActions />,
      actionBar: BlockActionBar,
      puck: PuckBridge,
      fields: BlockFields,
      componentOverlay: StaleOverlay,
    }),
    [canvasCss],
  );
  const { initialData, onChange, dictionary, title } = props;
  // The same element while Puck's own props are the same: the page editor re-renders on every
  // save-state change (saving, saved, dirty), and a new <Puck> element would re-render all of
  // Puck under it (a drop after a save cost 250 ms of React work on a 40-block page).
  // The header's actions reach Puck through context instead.
  const puck = useMemo(
    () => (
      <Puck
        config={config}
        data={initialData}
        onChange={onChange}
        overrides={overrides}
        dictionary={dictionary}
        viewports={viewports}
        headerTitle={title}
        iframe={{ enabled: true, waitForStyles: true }}
        height="calc(100vh - 50px)"
        // Long pages: only the blocks near the canvas viewport render (Puck's root virtualisation).
        _experimentalVirtualization
      />
    ),
    [config, initialData, onChange, overrides, dictionary, viewports, title],
  );
  return (
    <EditorContextProvider value={editorContext}>
      <WorkspaceUiProvider value={ui}>
        <HeaderActionsContext.Provider
          value={
            <>
              {props.fixedLocale ? null : <LocaleSwitch value={editLocale} onChange={setEditLocale} label={props.localeSwitchLabel} />}
              {props.fixedLocale ? null : <TranslationTools />}
              {props.actions}
            </>
          }
        >
          <div ref={workspaceRef} className={styles.workspace}>
            {puck}
          </div>
        </HeaderActionsContext.Provider>
      </WorkspaceUiProvider>
    </EditorContextProvider>
  );
}
