/** D1 rows read by one finder search, summed over its statements (the bench and the finder check report it). */
export class RowsRead {
  n = 0;
  add(meta: { rows_read?: number } | undefined) {
    this.n += meta?.rows_read ?? 0;
  }
}
