/**
 * What a visitor typed, ticked or chose before the page hydrated. React hydrates a controlled field
 * without looking at its value, so the component's state keeps the server's value and the next
 * render writes it back over the visitor's words (a slow connection, a quick typist, the browser
 * restoring a form on reload). Once hydration has committed, every field whose value differs from
 * the server's HTML is announced to React as the input event it missed, so its onChange takes the
 * value in. React 19 has this behind a flag that is off in its releases (enableHydrationChangeEvent).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs with nothing a visitor types or ticks in them. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * React watches a field's value through a setter it defines on the element itself. Assigning the
 * server's value through the element tells React "this is what you saw"; writing the visitor's value
 * back with the prototype's setter leaves React unaware, so the event that follows is a change to it.
 */
function announce(field: HTMLInputElement | HTMLTextAreaElement, key: 'value' | 'checked', server: string | boolean, typed: string | boolean, event: 'input' | 'click'): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  (field as unknown as Record<string, unknown>)[key] = server;
  Object.getOwnPropertyDescriptor(proto, key)?.set?.call(field, typed);
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

/**
 * A drop-down's choice against the server's: its last option marked selected, or else the first
 * option that is not disabled, which the browser shows when the HTML marks none (a filter whose value
 * is not among the options). A list box shows no default, so each option is compared.
 */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple || select.size > 1) return options.some((o) => o.selected !== o.defaultSelected);
  let server: HTMLOptionElement | null = null;
  for (const option of options) if (option.defaultSelected) server = option;
  server ??= options.find((o) => !o.disabled) ?? null;
  return (select.selectedOptions[0] ?? null) !== server;
}

function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return selectChanged(field);
  // A radio group announces the one now chosen; the one it replaced follows from it.
  if (field instanceof HTMLInputElement && field.type === 'radio') return field.checked && !field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Replays, once after hydration, the changes made to the document's fields before it. Returns how many. */
export function adoptEarlyInput(root: ParentNode = document): number {
  let adopted = 0;
  for (const element of root.querySelectorAll('input, textarea, select')) {
    const field = element as Field;
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (!changedBeforeHydration(field)) continue;
    adopted += 1;
    if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) announce(field, 'checked', field.defaultChecked, field.checked, 'click');
    else announce(field, 'value', field.defaultValue, field.value, 'input');
  }
  return adopted;
}
