/**
 * The SQL form of the public-visibility rule (ui/shared/facility/lifecycle.ts,
 * docs/decisions/136-one-public-visibility-rule.md): a point the public may see is not deleted
 * and has a public status. Inlined constants (no bound parameters), so it fits any statement.
 */
import { LIVE_FACILITY_STATUSES, PUBLIC_FACILITY_STATUSES } from '../../ui/shared/facility/lifecycle';

const statusSql = (alias: string, statuses: readonly string[]) =>
  `${alias}.status IN (${statuses.map((s) => `'${s}'`).join(', ')}) AND ${alias}.deleted_at IS NULL`;

export const publicFacilitySql = (alias: string) => statusSql(alias, PUBLIC_FACILITY_STATUSES);

/** Points in service (public or closed for a while; LIVE_FACILITY_STATUSES): the trust work's rule. */
export const liveFacilitySql = (alias: string) => statusSql(alias, LIVE_FACILITY_STATUSES);
