import { numberFormat } from './locale-format';

/**
 * The notification badge number (docs/product.md §2.3, §9): abbreviated with K, M, B at a thousand, a
 * million, a billion. Intl's compact notation does the rounding and picks the magnitude (so
 * 999,999 becomes 1M, not 1000K); the letters stay K, M, B as the product description names them in every
 * locale, and the digits use the viewer's decimal separator (1.5K in English, 1,5K in Russian).
 * The full number goes in the badge's accessible label.
 */
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  compactDisplay: 'short',
  maximumFractionDigits: 1,
});
const decimalSeparators = new Map<string, string>();

function decimalSeparator(locale: string): string {
  let sep = decimalSeparators.get(locale);
  if (sep === undefined) {
    sep =
      numberFormat(locale)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, sep);
  }
  return sep;
}

export function formatCompactCount(count: number, locale: string): string {
  const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  const sep = decimalSeparator(locale);
  return compact
    .formatToParts(n)
    .map((part) => (part.type === 'decimal' ? sep : part.type === 'group' ? '' : part.value))
    .join('');
}
