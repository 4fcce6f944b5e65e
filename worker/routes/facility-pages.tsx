/**
 * Recycling point pages (SPEC §2.1) with their loaders. Guards (role, sign-in) already ran in the
 * pipeline from the route table; these handlers add the owner rules of SPEC §4.6.
 */
import { Hono, type Context } from 'hono';
import type { FacilityPageData, FacilityListData, FacilityFormPageData, PublicFacilityData } from '../../ui/shared/facility/pages';
import { pageRoute as route } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { catalogueStatements, cataloguesFrom, getFacilityCatalogues } from '../data/catalogues';
import { facilityEventCards, facilityEventsStatement } from '../data/events';
import { getFacilityHistory, listFacilitiesByOrg, ownerOrganisationStatement, type OrgInfoRow } from '../data/facilities';
import { notFound } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { facilityResource, orgInfoFor, orgInfoFrom } from '../services/facility-documents';
import { isOwner, loadVisibleFacility, type FacilityActor } from '../services/facility-lifecycle';

export const facilityPages = new Hono<AppEnv>();

function viewerOf(c: Context<AppEnv>): FacilityActor | null {
  const user = c.get('sessionUser');
  return user ? { userId: user.id, orgId: user.orgId, isManager: user.roles.includes('manager') } : null;
}

const render = (c: Context<AppEnv>, page: string, data: FacilityPageData) => renderPage(c, { ...route(page), data });

facilityPages.get('/profile/recycling-points', async (c) => {
  const viewer = viewerOf(c)!;
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const records = viewer.orgId ? await listFacilitiesByOrg(c.env.DB, viewer.orgId) : [];
  const org = viewer.orgId ? await orgInfoFor(c.env.DB, viewer.orgId) : { full_name: '', tin: '', address: '', contacts: {} };
  const data: FacilityListData = { kind: 'list', points: records.map((r) => facilityResource(r, catalogues, org, true)), catalogues };
  return render(c, 'profileRecyclingPoints', data);
});

facilityPages.get('/profile/create-recycling-point', async (c) => {
  const data: FacilityFormPageData = { kind: 'form', point: null, catalogues: await getFacilityCatalogues(c.env.DB, c.get('locale')) };
  return render(c, 'profileCreateRecyclingPoint', data);
});

facilityPages.get('/profile/edit-recycling-point/:id', async (c) => {
  const viewer = viewerOf(c)!;
  const record = await loadVisibleFacility(c.env.DB, c.req.param('id'), viewer);
  // Another organisation's point is not there for this user, accepted or not.
  if (!isOwner(record, viewer)) notFound();
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const declineComment = record.status === 'declined' ? await lastDeclineComment(c.env.DB, record.id) : null;
  const data: FacilityFormPageData = { kind: 'form', point: facilityResource(record, catalogues, await orgInfoFor(c.env.DB, record.orgId), true), catalogues, declineComment };
  return render(c, 'profileEditRecyclingPoint', data);
});

/** The owner corrects a declined point by the reviewer's words, so the editor shows them. */
async function lastDeclineComment(db: D1Database, id: string): Promise<string | null> {
  const declined = (await getFacilityHistory(db, id)).filter((h) => h.to === 'declined');
  return declined.at(-1)?.comment || null;
}

facilityPages.get('/recycling-points/:id', async (c) => {
  const viewer = viewerOf(c);
  const db = c.env.DB;
  const record = await loadVisibleFacility(db, c.req.param('id'), viewer);
  // Catalogues, owner organisation and linked events in one more round trip (issue 19).
  const results = await db.batch<unknown>([...catalogueStatements(db), ownerOrganisationStatement(db, record.orgId), facilityEventsStatement(db, record.id)]);
  const catalogues = cataloguesFrom(results.slice(0, 3), c.get('locale'));
  const owner = isOwner(record, viewer);
  const data: PublicFacilityData = {
    kind: 'public',
    point: facilityResource(record, catalogues, orgInfoFrom((results[3]!.results[0] as OrgInfoRow | undefined) ?? null), owner),
    isOwner: owner,
    events: facilityEventCards(results[4]!),
  };
  return render(c, 'recyclingPoint', data);
});
