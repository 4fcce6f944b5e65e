import { presetWind3 } from 'unocss';

/** Theme colour and breakpoints of docs/product.md §9 (mobile ≤720, 1000, side content 1080/1250, 1440). */
export default {
  presets: [presetWind3()],
  /**
   * Class lists repeated in every item of a list (50 finder entries, event cards) or on every page
   * (footer, social links), as one class each: the same declarations, far fewer bytes of HTML.
   * Only whole static lists of an element go here; state classes (tones, `group`)
   * stay beside them. Shortcuts come before the utilities in the sheet, so nothing they share an
   * element with is overridden.
   */
  shortcuts: {
    'fe-head': 'flex flex-wrap items-start justify-between gap-2',
    'fe-name': 'm-0 text-lg font-semibold break-words',
    'fe-dist': 'text-sm font-semibold text-slate-700 whitespace-nowrap',
    'fe-addr': 'm-0 mt-1 text-slate-600 break-words',
    'fe-state': 'm-0 mt-2 inline-flex rounded-full px-3 py-1 text-sm font-semibold',
    'fe-mats': 'list-none m-0 mt-3 p-0 flex flex-wrap gap-2',
    'fe-mat': 'inline-flex items-center gap-1 rounded-full bg-slate-50 border border-slate-200 px-2 py-0.5 text-xs text-slate-700',
    'ev-card': 'relative flex flex-col w-full rounded-2xl border border-slate-200 bg-white overflow-hidden shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md',
    'ev-body': 'flex flex-1 flex-col gap-2 p-4',
    'ev-tags': 'flex flex-wrap items-center gap-2 text-xs',
    'ev-cat': 'rounded-full bg-primary-light px-2.5 py-0.5 font-semibold text-primary-dark',
    'ev-title': 'm-0 text-lg font-semibold leading-snug',
    'ev-link': 'no-underline text-inherit after:absolute after:inset-0 after:content-empty group-hover:text-primary-dark',
    'ev-meta': 'm-0 text-sm text-slate-600',
    'ev-sum': 'm-0 text-sm text-slate-700 line-clamp-3',
    'ev-foot': 'mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm',
    'hero-link': 'flex items-center gap-4 rounded-2xl bg-white/12 backdrop-blur px-5 py-4 text-white no-underline transition-colors hover:bg-white/20',
    'hero-icon': 'inline-flex items-center justify-center w-11 h-11 rounded-xl bg-white text-primary-dark',
    'tile-icon': 'inline-flex items-center justify-center w-12 h-12 rounded-2xl bg-primary-light text-primary-dark',
    'tile-icon-dark': 'inline-flex items-center justify-center w-12 h-12 rounded-2xl bg-slate-900 text-white',
    'tile-link': 'no-underline text-inherit hover:text-primary-dark after:absolute after:inset-0 after:content-empty',
    'tile-text': 'm-0 mb-6 text-slate-600 leading-relaxed flex-1',
    'store-badge': 'inline-flex items-center gap-2.5 rounded-xl bg-slate-900 text-white no-underline font-semibold hover:bg-slate-700 transition-colors',
    'social-link': 'inline-flex items-center justify-center w-10 h-10 rounded-full transition-colors',
    'foot-link': 'text-slate-600 no-underline hover:text-primary-dark hover:underline',
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
