/** A dotted model path ("rates.0.price") as the Conform field name ("rates[0].price"). Zod-free: the editor's fields import it. */
export function conformName(path: string): string {
  return path
    .split('.')
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}
