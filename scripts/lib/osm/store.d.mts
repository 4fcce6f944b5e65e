export interface OsmStore {
  run(statements: string[]): Promise<void>;
  all(sql: string): Promise<any[]>;
  close(): Promise<void>;
}
export function localStore(persistTo?: string): Promise<OsmStore>;
export function remoteStore(): OsmStore;
export function d1Store(db: unknown): Omit<OsmStore, 'close'>;
export function sqlFileStore(options: {
  executeFile: (file: string) => Promise<unknown>;
  query: (sql: string) => Promise<any[]>;
  close?: () => Promise<void>;
}): OsmStore;
