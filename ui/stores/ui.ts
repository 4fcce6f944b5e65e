import { proxy } from 'valtio';
import type { Locale } from '../../editions/types';
import { deviceTypeFor, RESIZE_DEBOUNCE_MS, type DeviceType } from '../shared/device';

/**
 * Client-side UI state of the layout shell. Starts with values that match the server render
 * (nothing open, device unknown) and changes only after hydration.
 */
export const createUiState = () =>
  proxy({
    menuOpen: false,
    device: null as DeviceType | null,
    /** docs/product.md §3.6 'cookie-notice closed flag', persisted in local storage. */
    /** null until read from storage after hydration, so the server and first client render agree. */
    cookieNoticeClosed: null as boolean | null,
    /** The locale to offer a switch to (docs/product.md §4.9), from the server; null when none. */
    languagePrompt: null as Locale | null,
  });

export type UiState = ReturnType<typeof createUiState>;
export const uiState: UiState = createUiState();

export const COOKIE_NOTICE_KEY = 'cookieNoticeClosed';

export function openMenu(): void {
  uiState.menuOpen = true;
}
export function closeMenu(): void {
  uiState.menuOpen = false;
}

export function closeCookieNotice(): void {
  uiState.cookieNoticeClosed = true;
  try {
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
  } catch {
    // Private mode or disabled storage: the notice stays closed for this page view only.
  }
}

export function readCookieNoticeClosed(): boolean {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps `uiState.device` and `html[data-device]` current; returns the cleanup. */
export function trackDeviceType(): () => void {
  const coarse = window.matchMedia('(pointer: coarse)');
  const update = () => {
    const device = deviceTypeFor(window.innerWidth, coarse.matches);
    uiState.device = device;
    document.documentElement.dataset.device = device;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
  };
  update();
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
