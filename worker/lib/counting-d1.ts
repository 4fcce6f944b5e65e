/**
 * A D1 binding that counts round trips: each statement execution (first, all, run,
 * raw) is one, a whole db.batch() is one. Sessions made from it count into the same counter.
 * The real statements go to batch(), which accepts nothing else.
 */
export interface Counter {
  trips: number;
  sql: string[];
}

const real = new WeakMap<object, D1PreparedStatement>();
/** The SQL of each wrapped statement, so a batch can say what it read. */
const sqlOf = new WeakMap<object, string>();

function wrapStatement(stmt: D1PreparedStatement, sql: string, counter: Counter): D1PreparedStatement {
  const proxy = new Proxy(stmt, {
    get(target, prop) {
      if (prop === 'bind') return (...args: unknown[]) => wrapStatement(target.bind(...args), sql, counter);
      if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
        return (...args: unknown[]) => {
          counter.trips++;
          counter.sql.push(sql);
          return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  real.set(proxy, stmt);
  sqlOf.set(proxy, sql);
  return proxy;
}

function wrapDb<T extends D1Database | D1DatabaseSession>(db: T, counter: Counter): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), sql, counter);
      if (prop === 'batch') {
        return (stmts: D1PreparedStatement[]) => {
          counter.trips++;
          // The batch and the tables it reads from (FROM …), so a report can tell one batch from another.
          const from = [
            ...new Set(stmts.flatMap((st) => [...(sqlOf.get(st) ?? '').matchAll(/\bFROM (\w+)/g)].map((m) => m[1]))),
          ];
          counter.sql.push(`batch(${stmts.length})${from.length ? ` FROM ${from.join(', FROM ')}` : ''}`);
          return target.batch(stmts.map((s) => real.get(s) ?? s));
        };
      }
      if (prop === 'withSession') return (arg?: string) => wrapDb((target as D1Database).withSession(arg), counter);
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function countingD1<T extends D1Database | D1DatabaseSession>(db: T): { db: T; counter: Counter } {
  const counter: Counter = { trips: 0, sql: [] };
  return { db: wrapDb(db, counter), counter };
}
