export declare function facilityUpsertSql(where: string): string;
export declare const ON_CONFLICT: string;
export declare const FINDER_REINDEX_SQL: string[];
export declare function reindexFacilities(db: D1Database): Promise<void>;
