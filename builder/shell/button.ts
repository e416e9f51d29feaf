import kit from './kit.module.css';

/**
 * The workspace's buttons (kit.module.css): `primary` for the screen's main action, `secondary`
 * (outline) for the others, `quiet` for a light action in a row, `danger` for every delete.
 * Links that act as buttons take the same classes.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export function button(variant: ButtonVariant, extra?: string): string {
  return [kit.button, kit[variant], extra].filter(Boolean).join(' ');
}

/** The kit's classes for the pieces screens compose (fields, toolbars, panels, tables). */
export const kitClass = {
  field: kit.field,
  control: kit.control,
  hint: kit.hint,
  toolbar: kit.toolbar,
  panel: kit.panel,
  table: kit.table,
  rowActions: kit.rowActions,
  actions: kit.actions,
  muted: kit.muted,
  lead: kit.lead,
  tabs: kit.tabs,
  tabList: kit.tabList,
  tab: kit.tab,
  form: kit.form,
} as const;
