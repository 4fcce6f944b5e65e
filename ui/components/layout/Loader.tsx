import { useT } from '../../app/context';

/**
 * Start-up indicator (docs/product.md §2.3, §9): CSS keeps it invisible for the first 300 ms and hides it
 * once the document has hydrated (html[data-hydrated]); without scripts it never shows.
 */
export function Loader() {
  const t = useT();
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <span className="app-loader__spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
