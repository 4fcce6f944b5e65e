/** The bridge's D1 statement (scripts/lib/local-bindings.mjs): sent whole when it runs. */
interface BridgeStatement {
  bind(...params: unknown[]): BridgeStatement;
  all(): Promise<{ results: any[] }>;
  run(): Promise<unknown>;
  first(column?: string): Promise<any>;
}
export interface LocalDb {
  prepare(sql: string): BridgeStatement;
  batch(statements: BridgeStatement[]): Promise<unknown[]>;
}
export function openLocalBindings(persistTo: string): Promise<{
  DB: LocalDb;
  KV: { put(key: string, value: string): Promise<unknown>; get(key: string): Promise<string | null> };
  dispose(): Promise<void>;
}>;
export function applyMigrations(db: LocalDb): Promise<void>;
export function runSqlStatements(db: LocalDb, statements: string[], batchSize?: number): Promise<void>;
