import type { ComponentType } from 'react';

/**
 * A part of the page only some visitors get (the notifications bell: signed in; the language
 * prompt: a visitor whose browser prefers another language of the edition). Keeping it out of
 * the shell keeps it out of every guest's first load (the 95 KB budget, ADR 112), yet the
 * tree must be the same on both sides for hydration: the worker provides the component at
 * start-up (worker/render/document.tsx); the browser loads it before hydrating a page whose
 * snapshot shows it (ui/client.tsx), its chunk modulepreloaded by the document (the client
 * manifest's `parts`). Until provided, the slot renders nothing.
 */
export interface DeferredPart<P extends object> {
  provide(component: ComponentType<P>): void;
  load(): Promise<void>;
  Slot: ComponentType<P>;
}

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let Loaded: ComponentType<P> | null = null;
  return {
    provide(component) {
      Loaded = component;
    },
    load: () =>
      load().then((component) => {
        Loaded = component;
      }),
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, so its identity is stable
    Slot: (props) => (Loaded ? <Loaded {...props} /> : null),
  };
}
