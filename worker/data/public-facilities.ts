/**
 * The SQL form of the public-visibility rule (ui/shared/facility/lifecycle.ts,
 * docs/decisions/136-one-public-visibility-rule.md): a point the public may see is not deleted
 * and has a public status. Inlined constants (no bound parameters), so it fits any statement.
 */
import { PUBLIC_FACILITY_STATUSES } from '../../ui/shared/facility/lifecycle';

export const publicFacilitySql = (alias: string) =>
  `${alias}.status IN (${PUBLIC_FACILITY_STATUSES.map((s) => `'${s}'`).join(', ')}) AND ${alias}.deleted_at IS NULL`;
