/** Shared utility strings of the event forms (UnoCSS finds them in this file). */
export const INPUT = 'w-full min-h-[46px] rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-rose-500 disabled:bg-slate-100';
export const TEXTAREA = `${INPUT} min-h-[80px] [font-family:inherit]`;
export const TEXTAREA_LARGE = `${INPUT} min-h-[160px] [font-family:inherit]`;
export const LABEL = 'flex flex-col gap-1.5 text-sm font-medium text-slate-800';
export const FIELD_ERROR = 'm-0 text-sm text-rose-700';
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 md:p-6 shadow-sm';
