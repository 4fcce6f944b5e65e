/** Prints a plain-text table for the benchmark scripts: first column left-aligned, the rest right. */
export function printTable(head, body) {
  const cell = (c) => String(c ?? '');
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => cell(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? cell(c).padEnd(widths[i]) : cell(c).padStart(widths[i]))).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of body) console.log(line(r));
}
