import { EARLY_INPUT_KEY } from './early-input-key';

/**
 * What a visitor typed, ticked or chose before the page hydrated. React hydrates a controlled field
 * without looking at its value, so the component's state keeps the server's value and the next
 * render writes it back over the visitor's words (a slow connection, a quick typist, autofill).
 * The bootstrap script lists every field that fired `input` before hydration
 * (worker/render/client-boot.ts); once hydration has committed, each of them whose value differs
 * from the server's HTML is announced to React as the event it missed, so its onChange takes the
 * value in. React 19 has this behind a flag that is off in its releases (enableHydrationChangeEvent).
 *
 * Only fields the visitor changed are announced. A form the browser restores on a history visit
 * fires no event, and announcing it would replay its changes: a filter whose change submits would
 * navigate forward again from the page the visitor went back to.
 */

/**
 * React watches a field's value through a setter it defines on the element itself. Assigning the
 * server's value through the element tells React "this is what you saw"; writing the visitor's value
 * back with the prototype's setter leaves React unaware, so the event that follows is a change to it.
 */
function announce(
  field: HTMLInputElement | HTMLTextAreaElement,
  key: 'value' | 'checked',
  server: string | boolean,
  typed: string | boolean,
  event: 'input' | 'click',
): void {
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

/** Announces one field if it differs from the server's HTML. */
function adopt(field: Element): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    if (selectChanged(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio group announces the one now chosen; the one it replaced follows from it.
    const changed =
      field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
    if (changed) announce(field, 'checked', field.defaultChecked, field.checked, 'click');
  } else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'file')) {
    // (A chosen file cannot be written back through the value setter; file fields are uncontrolled anyway.)
    if (field.value !== field.defaultValue) announce(field, 'value', field.defaultValue, field.value, 'input');
  }
}

/** Takes the bootstrap script's list (once) and announces each changed field. */
export function adoptEarlyInput(): void {
  const slot = window as unknown as Record<string, Element[] | null | undefined>;
  const touched = slot[EARLY_INPUT_KEY];
  slot[EARLY_INPUT_KEY] = null;
  for (const field of new Set(touched ?? [])) adopt(field);
}
