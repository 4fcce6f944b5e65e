/** A SQL literal: NULL, a number, or a quoted string. */
export function q(v: string | number | null | undefined): string;
/** Stable UUID-shaped id from a name. */
export function stableId(name: string): string;
/** A SQL file's statements, in order (comments dropped). */
export function splitSql(sql: string): string[];
