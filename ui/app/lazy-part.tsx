import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * React.lazy for a part loaded on use (a dialog, the side menu, the login prompt). A chunk that
 * fails to load must not throw into React: an uncaught render error removes the whole page (React
 * unmounts the root), and once the chunk guard has used its one reload the visitor would be left
 * with a blank page. Instead the failure goes to the chunk guard as an unhandled rejection
 * (ui/client/chunk-guard.ts: one reload per path within 10 s), the part renders nothing this
 * time, and the next render asks for the chunk again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          void Promise.reject(error);
          Current = make();
          return { default: Nothing as ComponentType<P> };
        },
      ),
    );
  let Current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, so its identity is stable
  return function LazyPart(props: P) {
    return <Current {...props} />;
  };
}
