import type { Viewports } from '@puckeditor/core';
import { Accessibility, defaultPreset } from '@dnd-kit/dom';

/** The editor.puckUi messages this module reads. */
export type PuckUiText = (key: string, values?: Record<string, string>) => string;

/** Puck's default preview sizes (same widths and icons) with labels in the workspace's language. */
export function puckViewports(t: PuckUiText): Viewports {
  return [
    { width: 360, height: 'auto', icon: 'Smartphone', label: t('viewport-small') },
    { width: 768, height: 'auto', icon: 'Tablet', label: t('viewport-medium') },
    { width: 1280, height: 'auto', icon: 'Monitor', label: t('viewport-large') },
    { width: '100%', height: 'auto', icon: 'FullWidth', label: t('viewport-full') },
  ];
}

interface DragSource {
  id: string | number;
  data?: unknown;
}

/** What the announcements read of dnd-kit's drag events. */
interface DragEvent {
  operation: { source: DragSource | null; target?: { id: string | number } | null };
  canceled?: boolean;
}

/**
 * Puck builds its drag-and-drop managers from dnd-kit's `defaultPreset.plugins` and offers no
 * option for dnd-kit's accessibility texts, so they stayed English ("To pick up a draggable
 * item…"). Swapping the preset's Accessibility entry for one configured with our messages gives
 * every manager Puck creates afterwards the workspace's language. Called before Puck renders;
 * a page has one workspace language, so the last call wins harmlessly.
 */
export function localiseDndKit(t: PuckUiText, labelOf: (componentType: string) => string | undefined) {
  const label = (source: DragSource | null | undefined) => {
    const type = (source?.data as { componentType?: unknown } | undefined)?.componentType;
    return (typeof type === 'string' && labelOf(type)) || t('dnd-item');
  };
  const configured = Accessibility.configure({
    screenReaderInstructions: { draggable: t('dnd-instructions') },
    announcements: {
      dragstart: ({ operation: { source } }: DragEvent) => (source ? t('dnd-picked', { label: label(source) }) : undefined),
      dragover: ({ operation: { source, target } }: DragEvent) => {
        if (!source || source.id === target?.id) return undefined;
        return t(target ? 'dnd-over' : 'dnd-out', { label: label(source) });
      },
      dragend: ({ operation: { source }, canceled }: DragEvent) => (source ? t(canceled ? 'dnd-cancelled' : 'dnd-dropped', { label: label(source) }) : undefined),
    },
  });
  const plugins = defaultPreset.plugins as unknown[];
  const at = plugins.findIndex((plugin) => plugin === Accessibility || (plugin as { plugin?: unknown }).plugin === Accessibility);
  if (at >= 0) plugins[at] = configured;
}
