import type { Page } from '@playwright/test';

/** What the walk reads on one workspace screen (computed in the page, one evaluate). */
export interface LookMeasure {
  /** Computed font-size of the screen's h1, px (null: no h1). */
  h1Size: number | null;
  /** max-width of the nearest box around the h1 that sets one, px (null: none). */
  containerMaxWidth: number | null;
  /** Left edge of the h1 at this viewport, px. */
  contentLeft: number | null;
  /** Visible inputs, selects, textareas and buttons whose font is not the workspace's. */
  unstyledControls: string[];
  /** document scrollWidth minus the viewport's width (> 0: the page scrolls sideways). */
  overflowPx: number;
  /** The widest elements past the right edge, to say what overflows. */
  overflowing: string[];
  /** A sign-out control is in the page (in the bar or its menu). */
  signOut: boolean;
  /** The <html> (or <main>) names the screen's language. */
  lang: string | null;
}

/**
 * Measures the look of the screen open in `page`. A control counts as browser-default when its
 * computed font-family is not the body's (the workspace's Inter stack): the user-agent sheet
 * gives controls 13.33 px Arial unless a rule sets `font: inherit` or the kit's font.
 * Controls inside Puck's own chrome are left out (Puck styles those, not the kit).
 */
export function measureLook(page: Page): Promise<LookMeasure> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).name ?? '';
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${name ? `[${name}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const bodyFont = getComputedStyle(document.body).fontFamily;
    const controls = [...document.querySelectorAll('input, select, textarea, button')].filter(
      (el) =>
        !['checkbox', 'radio', 'hidden', 'range', 'color'].includes((el as HTMLInputElement).type) &&
        !el.closest('[class*="_Puck"], [class*="Puck-"], [class*="_PuckLayout"], [class*="_DropZone"]') &&
        visible(el),
    );
    const unstyledControls = controls.filter((el) => getComputedStyle(el).fontFamily !== bodyFont).map(describe);

    const h1 = [...document.querySelectorAll('h1')].find(visible) ?? null;
    let containerMaxWidth: number | null = null;
    for (let el = h1?.parentElement ?? null; el && el !== document.body; el = el.parentElement) {
      const max = getComputedStyle(el).maxWidth;
      if (max !== 'none' && max.endsWith('px')) {
        containerMaxWidth = parseFloat(max);
        break;
      }
    }
    const viewport = document.documentElement.clientWidth;
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && visible(el))
      .filter((el) => {
        // Only the outermost element past the edge, and not one inside a box that scrolls.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return false;
          if (p.getBoundingClientRect().right > viewport + 1) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${describe(el).slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)} px)`);
    const signOut = [...document.querySelectorAll('button, a')].some((el) => /se déconnecter|sign out|log out/i.test(el.textContent ?? ''));
    return {
      h1Size: h1 ? parseFloat(getComputedStyle(h1).fontSize) : null,
      containerMaxWidth,
      contentLeft: h1 ? Math.round(h1.getBoundingClientRect().left) : null,
      unstyledControls,
      overflowPx: document.documentElement.scrollWidth - viewport,
      overflowing,
      signOut,
      lang: document.querySelector('main[lang]')?.getAttribute('lang') ?? document.documentElement.getAttribute('lang'),
    };
  });
}
