/**
 * Device class of docs/product.md §2.3: phone, tablet or pc. Decided in the browser only (the server has no
 * viewport), so it must never change what the first render outputs: read it in effects, or use
 * the `html[data-device]` attribute the layout sets for CSS.
 */
export type DeviceType = 'phone' | 'tablet' | 'pc';

/** Widths of docs/product.md §9: mobile up to 720px, tablet up to the 1000px breakpoint. */
const PHONE_MAX_WIDTH = 720;
const TABLET_MAX_WIDTH = 999;

export function deviceTypeFor(width: number, coarsePointer: boolean): DeviceType {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  // A touch screen up to tablet width, or a large touch-only screen (iPad Pro landscape), is a tablet.
  if (width <= TABLET_MAX_WIDTH || (coarsePointer && width <= 1366)) return 'tablet';
  return 'pc';
}

/** Debounce of docs/product.md §9 for resize handling. */
export const RESIZE_DEBOUNCE_MS = 200;
