/** Per-route layout options of docs/product.md §2.3 with the defaults of docs/product.md §9. */
export interface PageOptions {
  maxWidth: number;
  sideWidth: number;
  /** Body width from which side content shows (see docs/decisions/003-side-content-breakpoint.md). */
  sideFrom: number;
  footer: 'full' | 'small' | 'none';
  background: 'default' | 'muted' | 'primary';
  pullToRefresh: boolean;
  languagePromptOverlay: boolean;
}

const DEFAULT_PAGE_OPTIONS: PageOptions = {
  maxWidth: 1440,
  sideWidth: 220,
  sideFrom: 1250,
  footer: 'full',
  background: 'default',
  pullToRefresh: true,
  languagePromptOverlay: false,
};

export function pageOptions(overrides?: Partial<PageOptions>): PageOptions {
  return { ...DEFAULT_PAGE_OPTIONS, ...overrides };
}
