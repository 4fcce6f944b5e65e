import { createContext, useContext } from 'react';
import type { Translator } from '../shared/i18n';
import type { Snapshot } from '../shared/snapshot';

export interface AppContextValue {
  snapshot: Snapshot;
  i18n: Translator;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside <App>');
  return value;
}

/** Shorthand for components that only translate. */
export function useT(): Translator['t'] {
  return useApp().i18n.t;
}
