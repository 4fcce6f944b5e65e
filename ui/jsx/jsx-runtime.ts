/**
 * The JSX runtime every component compiles to (tsconfig.json `jsxImportSource`, package.json
 * `imports`): React's own, minus `data-testid` attributes unless test ids are switched on. The
 * browser and integration tests find elements by these ids; a visitor has no use for them, and
 * they were 1.5–5 KB of each public page's HTML (docs/decisions/174-test-ids-only-in-development.md).
 *
 * The worker switches them on with its development tools (worker/middleware/edition.ts asks
 * devToolsEnabled), the browser when the document says so (`snapshot.testIds`), so server and
 * browser always render alike and hydration matches. Off by default: production is the default.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

// What compiled JSX imports (never named in the sources, hence @public for knip).
/** @public */
export type { JSX } from 'react/jsx-runtime';
/** @public */
export { Fragment };

let keep = false;

/** Whether elements keep their `data-testid` from now on (one value per worker isolate or page). */
export function keepTestIds(on: boolean): void {
  keep = on;
}

type Props = Record<string, unknown>;

function withoutTestId(props: Props): Props {
  if (keep || props['data-testid'] === undefined) return props;
  const { 'data-testid': _dropped, ...rest } = props;
  return rest;
}

/** @public */
export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, withoutTestId(props as Props), key);
/** @public */
export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, withoutTestId(props as Props), key);
