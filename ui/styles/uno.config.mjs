import { presetWind3 } from 'unocss';

/** An event picture's box: full width, 16:9, sized before it loads. */
const COVER = 'block w-full h-auto aspect-[16/9] object-cover bg-primary-light';

/** Theme colour and breakpoints of docs/product.md §9 (mobile ≤720, 1000, side content 1080/1250, 1440). */
export default {
  presets: [presetWind3()],
  /** Icon sizes (ui/components/common/Icon.tsx ICON_SIZES): `ic18` is an 18px square. */
  rules: [[/^ic(\d+)$/, ([, d]) => ({ width: `${d}px`, height: `${d}px` })]],
  safelist: [14, 16, 17, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 40, 48, 56].map((d) => `ic${d}`),
  /**
   * Class lists repeated in every item of a list (50 finder entries, event cards) or on every page
   * (footer, social links), as one class each: the same declarations, far fewer bytes of HTML.
   * Only whole static lists of an element go here; state classes (tones, `group`)
   * stay beside them. Shortcuts come before the utilities in the sheet, so nothing they share an
   * element with is overridden.
   */
  shortcuts: {
    fe: 'p-4 sm:p-5',
    'fe-open': 'bg-emerald-50 text-emerald-800',
    'fe-break': 'bg-amber-50 text-amber-800',
    'fe-closed': 'bg-slate-100 text-slate-700',
    'fe-trust': 'm-0 mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm',
    'fe-head': 'flex flex-wrap items-start justify-between gap-2',
    'fe-name': 'm-0 text-lg font-semibold break-words',
    'fe-dist': 'text-sm font-semibold text-slate-700 whitespace-nowrap',
    'fe-addr': 'm-0 mt-1 text-slate-600 break-words',
    'fe-state': 'm-0 mt-2 inline-flex rounded-full px-3 py-1 text-sm font-semibold',
    'fe-mats': 'list-none m-0 mt-3 p-0 flex flex-wrap gap-2',
    'fe-mat':
      'inline-flex items-center gap-1 rounded-full bg-slate-50 border border-slate-200 px-2 py-0.5 text-xs text-slate-700',
    // A card's picture is its `img` child, styled as `cover`: no class repeated on every card (ADR 183).
    'ev-card': `relative flex flex-col w-full rounded-2xl border border-slate-200 bg-white overflow-hidden shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md ${COVER.split(
      ' ',
    )
      .map((u) => `[&>img]:${u}`)
      .join(' ')}`,
    'ev-body': 'flex flex-1 flex-col gap-2 p-4',
    'ev-tags': 'flex flex-wrap items-center gap-2 text-xs',
    'ev-cat': 'self-start rounded-full bg-primary-light px-2.5 py-0.5 text-xs font-semibold text-primary-dark',
    'ev-sum': 'm-0 text-sm text-slate-700 line-clamp-3',
    'ev-foot': 'mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-slate-600',
    'ev-left': 'font-medium text-primary-dark',
    'ev-full': 'font-medium text-rose-700',
    'hero-link':
      'flex items-center gap-4 rounded-2xl bg-white/12 backdrop-blur px-5 py-4 text-white no-underline transition-colors hover:bg-white/20',
    'hero-icon': 'inline-flex items-center justify-center w-11 h-11 rounded-xl bg-white text-primary-dark',
    'tile-icon': 'inline-flex items-center justify-center w-12 h-12 rounded-2xl bg-primary-light text-primary-dark',
    'tile-icon-dark': 'inline-flex items-center justify-center w-12 h-12 rounded-2xl bg-slate-900 text-white',
    'tile-link': 'no-underline text-inherit hover:text-primary-dark after:absolute after:inset-0 after:content-empty',
    'tile-text': 'm-0 mb-6 text-slate-600 leading-relaxed flex-1',
    'store-badge':
      'inline-flex items-center gap-2.5 rounded-xl bg-slate-900 text-white no-underline font-semibold hover:bg-slate-700 transition-colors',
    'social-link': 'inline-flex items-center justify-center w-10 h-10 rounded-full transition-colors',
    'foot-link': 'text-slate-600 no-underline hover:text-primary-dark hover:underline',
    'social-links': 'flex flex-wrap gap-2 list-none m-0 p-0',
    'social-link-light': 'social-link bg-slate-100 text-slate-700 hover:bg-primary-light hover:text-primary-dark',
    'social-link-dark': 'social-link bg-white/10 text-white hover:bg-white/20',
    // The bottom notices (ui/components/layout/Layout.tsx, CookieNotice.tsx): on every page's HTML.
    'notice-stack':
      'fixed left-0 right-0 bottom-0 flex flex-col items-center gap-3 px-3 pb-3 sm:left-auto sm:w-[440px] sm:items-end sm:px-5 sm:pb-5 pointer-events-none',
    'cookie-notice': 'pointer-events-auto bg-slate-900 text-white rounded-2xl shadow-2xl p-4 flex flex-col gap-3',
    'cookie-text': 'm-0 flex-1 text-sm leading-relaxed text-slate-100',
    'cookie-more': 'text-emerald-300 underline underline-offset-2',
    // The footer and the header: on every page.
    foot: 'border-t border-slate-200 bg-slate-50 mt-12',
    'foot-wrap': 'mx-auto px-4 md:px-6 pt-12 pb-8',
    'foot-grid': 'grid gap-10 grid-cols-1 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr_1.2fr]',
    'foot-col': 'flex flex-col gap-4',
    'foot-about': 'm-0 text-sm text-slate-600 max-w-sm',
    'foot-h': 'm-0 mb-3 text-sm font-semibold text-slate-900',
    'foot-list': 'list-none m-0 p-0 flex flex-col gap-2 text-sm',
    'foot-contact': 'inline-flex items-center gap-2',
    'foot-bottom':
      'mt-10 pt-6 border-t border-slate-200 flex flex-col-reverse sm:flex-row flex-wrap gap-3 justify-between text-sm text-slate-500',
    'foot-policies': 'list-none m-0 p-0 flex flex-wrap gap-x-5 gap-y-2',
    hd: 'sticky top-0 z-100 bg-white/95 border-b border-slate-200/80',
    'hd-row': 'mx-auto flex items-center gap-1.5 md:gap-4 px-4 md:px-6',
    'hd-nav': 'hidden sm:flex items-center gap-1 ml-2 md:ml-6',
    'hd-partners': 'hidden xxl:flex items-center gap-1 list-none m-0 p-0 pl-3 border-l border-slate-200',
    'hd-actions': 'ml-auto flex items-center gap-1.5 md:gap-2 shrink-0',
    'main-box': 'flex-1 w-full mx-auto px-4 md:px-6 py-6 md:py-10 outline-none',
    'plain-list': 'list-none m-0 p-0',
    'logo-text': 'line-clamp-2 break-words text-base leading-tight',
    avatar:
      'inline-flex items-center justify-center rounded-full bg-primary-light text-primary-dark font-semibold shrink-0',
    'sub-label': 'block mb-2 text-sm font-semibold text-slate-900',
    'sub-input': 'min-w-0 flex-1 h-[46px] px-3 rounded-xl border bg-white text-base outline-none focus:border-primary',
    logo: 'inline-flex items-center gap-2.5 no-underline text-slate-900 font-bold tracking-tight min-w-0 rounded-lg',
    'logo-mark': 'shrink-0 inline-flex',
    'filter-label': 'flex flex-col gap-1 text-sm font-medium flex-1 sm:flex-none',
    'filter-wide': 'filter-label min-w-[200px]',
    'filter-date': 'filter-label min-w-[150px]',
    'cookie-icon': 'shrink-0 text-emerald-300',
    'cookie-ok': 'self-end',
    cover: COVER,
    // A label screen readers always read and the screen shows from a width on: one element, where a
    // hidden copy and a screen-reader copy were two (ADR 183).
    'label-from-xl': 'lt-xl:sr-only',
    'label-from-xxl': 'lt-xxl:sr-only',
    // Home.
    'hero-box': 'relative overflow-hidden rounded-3xl text-white px-6 py-12 sm:px-12 sm:py-16 xl:px-16 xl:py-20',
    'hero-grid': 'relative grid gap-10 lg:grid-cols-[1.3fr_1fr] items-center',
    'hero-title': 'm-0 text-3xl sm:text-4xl xl:text-6xl font-bold leading-tight tracking-tight max-w-3xl',
    'hero-text': 'mt-5 mb-0 text-base sm:text-lg max-w-2xl text-white/90 leading-relaxed',
    'tile-grid': 'mt-8 grid gap-5 grid-cols-1 md:grid-cols-3 list-none m-0 p-0',
    tile: 'relative min-w-0 p-6 sm:p-8',
    'tile-title': 'mt-5 mb-2 text-lg sm:text-xl font-semibold',
    'tile-desc': 'm-0 text-slate-600 leading-relaxed',
    'card-grid': 'grid gap-5 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 list-none m-0 p-0',
    'promo-box': 'rounded-3xl px-6 py-10 sm:px-12 sm:py-14 grid gap-8 md:grid-cols-[1.4fr_1fr] items-center',
    'search-input': 'h-[46px] flex-1 min-w-[200px] rounded-xl border border-slate-300 px-4 text-base text-slate-900',
    // Every form field and filter (ui/components/events/styles.ts).
    'field-input':
      'w-full min-h-[46px] rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-rose-500 disabled:bg-slate-100',
  },
  theme: {
    colors: {
      primary: { DEFAULT: '#37927B', dark: '#2B7562', light: '#E6F2EF' },
    },
    breakpoints: {
      xs: '480px',
      sm: '721px',
      md: '1000px',
      lg: '1080px',
      xl: '1250px',
      xxl: '1440px',
    },
  },
};
