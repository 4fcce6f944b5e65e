/** The in-button loader while a request is on its way (docs/product.md §4.4), labelled for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        className="inline-block w-4 h-4 rounded-full border-2 border-current border-r-transparent animate-spin"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
