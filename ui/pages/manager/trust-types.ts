/** The managers' trust queues (/manager/trust): open visitor reports and points gone stale. */
import type { ReportRow } from '../../shared/facility/trust';

interface StaleFacilityRow {
  id: string;
  name: string;
  address: string;
  checkedAt: number;
}

export interface ManagerTrustData {
  kind: 'trust';
  queue: 'reports' | 'stale';
  order: 'oldest' | 'newest';
  page: number;
  pageSize: number;
  /** Render time, so ages read the same on the server and in the browser. */
  now: number;
  reports: ReportRow[];
  stale: StaleFacilityRow[];
  counts: { reports: number; stale: number };
  done: 'resolved' | 'checked' | null;
}
