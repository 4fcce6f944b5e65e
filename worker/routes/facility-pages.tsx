/**
 * Recycling point pages (SPEC §2.1) with their loaders. Guards (role, sign-in) already ran in the
 * pipeline from the route table; these handlers add the owner rules of SPEC §4.6.
 */
import { Hono, type Context } from 'hono';
import type { FacilityPageData, FacilityListData, FacilityFormPageData, PublicFacilityData } from '../../ui/shared/facility/pages';
import { pageRoute as route } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { getFacilityCatalogues } from '../data/catalogues';
import { listFacilityEvents } from '../data/events';
import { getFacilityHistory, listFacilitiesByOrg } from '../data/facilities';
import { notFound } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { facilityResource, orgInfoFor } from '../services/facility-documents';
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
  const record = await loadVisibleFacility(c.env.DB, c.req.param('id'), viewer);
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const owner = isOwner(record, viewer);
  const data: PublicFacilityData = {
    kind: 'public',
    point: facilityResource(record, catalogues, await orgInfoFor(c.env.DB, record.orgId), owner),
    isOwner: owner,
    events: await listFacilityEvents(c.env.DB, record.id),
  };
  return render(c, 'recyclingPoint', data);
});
