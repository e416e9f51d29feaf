import { POPUP_DEBOUNCE_MS } from './rules';

export interface OverlayView {
  openPopup(id: string): void;
  closePopup(): void;
  openTooltip(id: string): void;
  closeTooltip(): void;
}

/**
 * Popup and tooltip of a map's markers (spec 001 section 4): each open or close is
 * debounced 50 ms (the last request wins), and a tooltip shows only while no popup is open.
 * Popups open on click (or from the list); tooltips on hover.
 */
export function createOverlayTimers(view: OverlayView, delay = POPUP_DEBOUNCE_MS) {
  let popupTimer: ReturnType<typeof setTimeout> | undefined;
  let tooltipTimer: ReturnType<typeof setTimeout> | undefined;
  let popupId: string | null = null;
  let tooltipId: string | null = null;

  const setTooltip = (id: string | null) => {
    clearTimeout(tooltipTimer);
    tooltipTimer = setTimeout(() => {
      if (id && popupId === null) {
        tooltipId = id;
        view.openTooltip(id);
      } else if (tooltipId !== null) {
        tooltipId = null;
        view.closeTooltip();
      }
    }, delay);
  };

  return {
    /** Pointer over a marker (id) or off it (null). */
    hover: (id: string | null) => setTooltip(id),
    /** Open the popup of a marker (null closes it); an open popup hides the tooltip. */
    popup(id: string | null) {
      clearTimeout(popupTimer);
      popupTimer = setTimeout(() => {
        popupId = id;
        if (id) {
          if (tooltipId !== null) {
            tooltipId = null;
            view.closeTooltip();
          }
          view.openPopup(id);
        } else view.closePopup();
      }, delay);
    },
    /** The popup was closed by Leaflet itself (close button, map click). */
    popupClosed() {
      popupId = null;
    },
    get popupId() {
      return popupId;
    },
    dispose() {
      clearTimeout(popupTimer);
      clearTimeout(tooltipTimer);
    },
  };
}
export type OverlayTimers = ReturnType<typeof createOverlayTimers>;
