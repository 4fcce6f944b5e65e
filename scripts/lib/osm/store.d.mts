export interface OsmStore {
  run(statements: string[]): Promise<void>;
  all(sql: string): Promise<any[]>;
  close(): Promise<void>;
}
export function localStore(persistTo?: string): Promise<OsmStore>;
export function remoteStore(): OsmStore;
