/**
 * The generic form dialog of docs/product.md §4.4 as a pure state machine:
 *   show-form ──submit──▶ (sending) ──ok──▶ success ──send again──▶ show-form
 *                                   └─fail─▶ error ──try again──▶ (sending, same payload)
 * A newer request supersedes an older one: every request gets a sequence number and only the
 * latest one's result changes the state. Closing resets to show-form and drops any request in flight.
 */
type FormDialogStatus = 'show-form' | 'success' | 'error';

export interface FormDialogState {
  status: FormDialogStatus;
  sending: boolean;
  /** Sequence number of the latest request; results of older ones are ignored. */
  latest: number;
}

export const INITIAL_FORM_DIALOG_STATE: FormDialogState = { status: 'show-form', sending: false, latest: 0 };

export function startRequest(state: FormDialogState): { state: FormDialogState; id: number } {
  const id = state.latest + 1;
  return { id, state: { ...state, sending: true, latest: id } };
}

export function finishRequest(state: FormDialogState, id: number, ok: boolean): FormDialogState {
  if (id !== state.latest) return state;
  return { ...state, sending: false, status: ok ? 'success' : 'error' };
}

/** Close, or 'send again': back to the form; in-flight requests can no longer change anything. */
export function resetDialog(state: FormDialogState): FormDialogState {
  return { status: 'show-form', sending: false, latest: state.latest + 1 };
}

/** What a send resolves to: true (or a Response with ok) is success; false, !ok or a throw is an error. */
export type SendFn<P> = (payload: P) => Promise<boolean | { ok: boolean }>;

/**
 * A small controller around the pure functions: remembers the last payload for 'try again' and
 * notifies a listener (a React hook or a test).
 */
export class FormDialogMachine<P> {
  state: FormDialogState = INITIAL_FORM_DIALOG_STATE;
  private lastPayload: P | undefined;
  private hasPayload = false;

  constructor(
    private readonly send: SendFn<P>,
    private readonly onChange: (state: FormDialogState) => void = () => {},
  ) {}

  private set(next: FormDialogState) {
    if (next === this.state) return;
    this.state = next;
    this.onChange(next);
  }

  async submit(payload: P): Promise<void> {
    this.lastPayload = payload;
    this.hasPayload = true;
    const started = startRequest(this.state);
    this.set(started.state);
    let ok = false;
    try {
      const result = await this.send(payload);
      ok = typeof result === 'boolean' ? result : Boolean(result?.ok);
    } catch {
      ok = false;
    }
    this.set(finishRequest(this.state, started.id, ok));
  }

  /** Error state's 'try again': re-sends the last payload. */
  async retry(): Promise<void> {
    if (this.hasPayload) await this.submit(this.lastPayload as P);
  }

  reset(): void {
    this.set(resetDialog(this.state));
  }
}
