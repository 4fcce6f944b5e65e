/** Shared utility strings of the event forms (UnoCSS finds them in this file). */
/** The field look, one class (`field-input` in ui/styles/uno.config.mjs): every form and filter repeats it. */
export const INPUT = 'field-input';
export const TEXTAREA = `${INPUT} min-h-[80px] [font-family:inherit]`;
export const TEXTAREA_LARGE = `${INPUT} min-h-[160px] [font-family:inherit]`;
export const LABEL = 'flex flex-col gap-1.5 text-sm font-medium text-slate-800';
export const FIELD_ERROR = 'm-0 text-sm text-rose-700';
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 md:p-6 shadow-sm';
