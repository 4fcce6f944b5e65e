/** Builds the docs/product.md §3.5 read document of a point from its record, the catalogues and the owner organisation. */
import type { FacilityCatalogues } from '../../ui/shared/facility/catalogue';
import { allowedActions } from '../../ui/shared/facility/lifecycle';
import { statusSlug } from '../../ui/shared/facility/status-slug';
import { completenessProblems, type FieldProblem } from '../../ui/shared/facility/schemas';
import type { FacilityForm } from '../../ui/shared/facility/model';
import { buildFacilityPayload, type FacilityResource, type OrgInfo } from '../../ui/shared/facility/transport';
import type { FacilityRecord } from '../data/facilities';
import { getOwnerOrganisation, type OrgInfoRow } from '../data/facility-context';

export async function orgInfoFor(db: D1Database, orgId: string): Promise<OrgInfo> {
  return orgInfoFrom(await getOwnerOrganisation(db, orgId));
}

export function orgInfoFrom(org: OrgInfoRow | null): OrgInfo {
  let contacts: Record<string, string> = {};
  try {
    contacts = JSON.parse(org?.contacts ?? '{}') as Record<string, string>;
  } catch {
    contacts = {};
  }
  return { full_name: org?.full_name || org?.name || '', tin: org?.tin ?? '', address: org?.address ?? '', contacts };
}

export function facilityResource(
  record: FacilityRecord,
  catalogues: FacilityCatalogues,
  org: OrgInfo,
  viewerIsOwner: boolean,
): FacilityResource {
  const { attributes } = buildFacilityPayload(record.form).data;
  const { rates, ...rest } = attributes;
  const icon = catalogues.icons.find((i) => i.id === record.form.icon) ?? null;
  const workingHours = Object.fromEntries(
    Object.entries(rest.working_hours).map(([day, doc]) => [
      day,
      { ...doc, no_data: !doc.works_full_day && !doc.start && !doc.end },
    ]),
  ) as typeof rest.working_hours;
  const problems = viewerIsOwner ? completenessProblems(record.form) : [];
  return {
    type: 'facility',
    id: record.id,
    attributes: {
      ...rest,
      working_hours: workingHours,
      icon_info: icon ? { id: String(icon.id), file_url: icon.fileUrl } : null,
      rates_info: rates.map((rate) => ({
        ...rate,
        units_name: catalogues.units.find((u) => u.slug === rate.units_slug)?.name ?? rate.units_slug,
        srm_name: catalogues.materials.find((m) => m.id === rate.srm_id)?.name ?? '',
      })),
      org_info: org,
      time_zone: record.timeZone,
      created_at: new Date(record.createdAt).toISOString(),
      updated_at: new Date(record.updatedAt).toISOString(),
    },
    relationships: {
      org_owner: { data: { type: 'organisation', id: record.orgId } },
      author: { data: record.authorId ? { type: 'user', id: record.authorId } : null },
      status: { data: { type: 'facility_status', id: record.status } },
      icon: { data: icon ? { type: 'icon', id: String(icon.id) } : null },
    },
    ...(viewerIsOwner
      ? {
          meta: {
            status_display: statusSlug(record.status),
            actions: allowedActions({ status: record.status, isOwner: true, complete: problems.length === 0 }),
            complete: problems.length === 0,
            missing: [...new Set(problems.map((p) => p.path))],
          },
        }
      : {}),
  };
}

/** What only the worker can check: icons, materials and units from its catalogues, one id per rate line (also the editor's form post). */
export function catalogueProblems(form: FacilityForm, catalogues: FacilityCatalogues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (form.icon !== null && !catalogues.icons.some((i) => i.id === form.icon))
    problems.push({ path: 'icon', message: 'facility.validation.unknownOption' });
  form.rates.forEach((rate, index) => {
    if (rate.srmId !== null && !catalogues.materials.some((m) => m.id === rate.srmId))
      problems.push({ path: `rates.${index}.srmId`, message: 'facility.validation.unknownOption' });
    if (rate.unitsSlug !== '' && !catalogues.units.some((u) => u.slug === rate.unitsSlug))
      problems.push({ path: `rates.${index}.unitsSlug`, message: 'facility.validation.unknownOption' });
  });
  if (new Set(form.rates.map((r) => r.id)).size !== form.rates.length)
    problems.push({ path: 'rates', message: 'facility.validation.duplicateRate' });
  return problems;
}
