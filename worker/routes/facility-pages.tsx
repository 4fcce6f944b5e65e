/**
 * Recycling point pages (docs/product.md §2.1) with their loaders. Guards (role, sign-in) already ran in the
 * pipeline from the route table; these handlers add the owner rules of docs/product.md §4.6.
 */
import { parse } from '@conform-to/react';
import { Hono, type Context } from 'hono';
import {
  facilityFromPayload,
  flowOf,
  problemsToErrors,
  validateFacilityPayload,
} from '../../ui/shared/facility/form-data';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import type {
  FacilityPageData,
  FacilityListData,
  FacilityFormPageData,
  PublicFacilityData,
} from '../../ui/shared/facility/pages';
import { publicFacilityView } from '../../ui/shared/facility/public-view';
import { pageRoute as route, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { catalogueStatements, cataloguesFrom, getFacilityCatalogues } from '../data/catalogues';
import { facilityEventCards, facilityEventsStatement } from '../data/event-cards';
import { facilityFrom, facilityStatements, listFacilitiesByOrg } from '../data/facilities';
import { facilityOwnerStatement, getFacilityHistory, type OrgInfoRow } from '../data/facility-context';
import { OSM_ID } from '../data/osm-facilities';
import { notFound } from '../lib/errors';
import FacilityEventCards from '../../ui/pages/recycling-points/FacilityEventCards';
import { renderPage } from '../render/render-page';
import { facilityResource, orgInfoFor, orgInfoFrom } from '../services/facility-documents';
import {
  FacilityValidationError,
  createFacility,
  isOwner,
  loadVisibleFacility,
  saveFacilityDraft,
  transitFacility,
  visibleFacility,
  type FacilityActor,
} from '../services/facility-lifecycle';
import { catalogueProblems } from '../services/facility-documents';
import { facilityTrustStatement, ownerTrust, facilityTrustFrom, withCheckedOn, type TrustRow } from '../trust';
import { facilityLocator } from '../services/facility-locator';

export const facilityPages = new Hono<AppEnv>();

function viewerOf(c: Context<AppEnv>): FacilityActor | null {
  const user = c.get('sessionUser');
  return user ? { userId: user.id, orgId: user.orgId, isManager: user.roles.includes('manager') } : null;
}

const render = async (c: Context<AppEnv>, page: string, data: FacilityPageData) =>
  renderPage(c, { ...route(page), data: data.kind === 'form' ? { ...data, locator: await facilityLocator(c) } : data });

facilityPages.get(tablePath('/profile/recycling-points'), async (c) => {
  const viewer = viewerOf(c)!;
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const records = viewer.orgId ? await listFacilitiesByOrg(c.env.DB, viewer.orgId) : [];
  const org = viewer.orgId
    ? await orgInfoFor(c.env.DB, viewer.orgId)
    : { full_name: '', tin: '', address: '', contacts: {} };
  const data: FacilityListData = {
    kind: 'list',
    points: records.map((r) => facilityResource(r, catalogues, org, true)),
    catalogues,
    trust: viewer.orgId ? await ownerTrust(c.env.DB, viewer.orgId) : null,
  };
  return render(c, 'profileRecyclingPoints', data);
});

facilityPages.get(tablePath('/profile/create-recycling-point'), async (c) => {
  const data: FacilityFormPageData = {
    kind: 'form',
    point: null,
    catalogues: await getFacilityCatalogues(c.env.DB, c.get('locale')),
  };
  return render(c, 'profileCreateRecyclingPoint', data);
});

facilityPages.get(tablePath('/profile/edit-recycling-point/:id'), async (c) => {
  const viewer = viewerOf(c)!;
  const record = await loadVisibleFacility(c.env.DB, c.req.param('id'), viewer);
  // Another organisation's point is not there for this user, accepted or not.
  if (!isOwner(record, viewer)) notFound();
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const declineComment = record.status === 'declined' ? await lastDeclineComment(c.env.DB, record.id) : null;
  const data: FacilityFormPageData = {
    kind: 'form',
    point: facilityResource(record, catalogues, await orgInfoFor(c.env.DB, record.orgId), true),
    catalogues,
    declineComment,
  };
  return render(c, 'profileEditRecyclingPoint', data);
});

/**
 * The editor's form without JavaScript: the fields through the same schemas as Conform
 * in the browser (ui/shared/facility/form-data.ts) plus the catalogue checks of the JSON API.
 * Refused: the page again with what was sent and the problems on their fields (422). Saved: a
 * draft goes to its edit page, a review request to the list (post/redirect/get).
 */
async function editorPost(c: Context<AppEnv>, id: string | null): Promise<Response> {
  const viewer = viewerOf(c)!;
  const record = id ? await loadVisibleFacility(c.env.DB, id, viewer) : null;
  if (record && !isOwner(record, viewer)) notFound();
  const catalogues = await getFacilityCatalogues(c.env.DB, c.get('locale'));
  const payload = parse(await c.req.formData(), { resolve: (value) => ({ value }) }).payload;
  const checked = validateFacilityPayload(payload);
  const flow = flowOf(payload);
  const form = { ...facilityFromPayload(payload), id };
  // A new point made from an OpenStreetMap point's prefilled editor (its hidden field); else nothing.
  const fromOsm = !id && typeof payload.fromOsm === 'string' && OSM_ID.test(payload.fromOsm) ? payload.fromOsm : null;
  const refuse = async (errors: Record<string, string[]>) =>
    renderPage(c, {
      ...route(id ? 'profileEditRecyclingPoint' : 'profileCreateRecyclingPoint'),
      status: 422,
      data: {
        kind: 'form',
        point: record ? facilityResource(record, catalogues, await orgInfoFor(c.env.DB, record.orgId), true) : null,
        catalogues,
        declineComment: record?.status === 'declined' ? await lastDeclineComment(c.env.DB, record.id) : null,
        echo: { values: form, flow, errors },
        fromOsm,
        locator: await facilityLocator(c),
      } satisfies FacilityFormPageData,
    });
  if (!checked.ok) return refuse(checked.errors);
  const own = catalogueProblems(form, catalogues);
  if (own.length) return refuse(problemsToErrors(own));
  let saved: string;
  try {
    if (record?.status === 'declined')
      await transitFacility(c.env.DB, viewer, record.id, 'facility#declined_to_draft', '');
    saved = record
      ? (await saveFacilityDraft(c.env.DB, viewer, record.id, form)).id
      : await createFacility(c.env.DB, viewer, form, c.get('edition').id, fromOsm);
    if (flow === 'review') await transitFacility(c.env.DB, viewer, saved, 'facility#draft_to_checking', '');
  } catch (error) {
    if (error instanceof FacilityValidationError) return refuse(problemsToErrors(error.problems));
    throw error;
  }
  const to =
    flow === 'review' ? '/profile/recycling-points?notice=sentToReview' : `/profile/edit-recycling-point/${saved}`;
  return c.redirect(localizedPath(c.get('edition'), c.get('locale'), to), 303);
}

facilityPages.post(tablePath('/profile/create-recycling-point'), (c) => editorPost(c, null));
facilityPages.post(tablePath('/profile/edit-recycling-point/:id'), (c) => editorPost(c, c.req.param('id')));

/** The owner corrects a declined point by the reviewer's words, so the editor shows them. */
async function lastDeclineComment(db: D1Database, id: string): Promise<string | null> {
  const declined = (await getFacilityHistory(db, id)).filter((h) => h.to === 'declined');
  return declined.at(-1)?.comment || null;
}

facilityPages.get(tablePath('/recycling-points/:id'), async (c) => {
  const viewer = viewerOf(c);
  const db = c.env.DB;
  const id = c.req.param('id');
  // The point, its catalogues, owner organisation, linked events and trust in one round trip; what
  // a viewer may not see is read and dropped (a 404 below), never shown.
  const results = await db.batch<unknown>([
    ...facilityStatements(db, id),
    ...catalogueStatements(db),
    facilityOwnerStatement(db, id),
    facilityEventsStatement(db, id),
    facilityTrustStatement(db, id),
  ]);
  const record = visibleFacility(facilityFrom(results.slice(0, 2)), viewer);
  const catalogues = cataloguesFrom(results.slice(2, 5), c.get('locale'));
  const owner = isOwner(record, viewer);
  const point = facilityResource(
    record,
    catalogues,
    orgInfoFrom((results[5]!.results[0] as OrgInfoRow | undefined) ?? null),
    owner,
  );
  const data: PublicFacilityData = {
    kind: 'public',
    point,
    view: publicFacilityView(point, new Date(), c.get('locale')),
    isOwner: owner,
    events: facilityEventCards(results[6]!),
    trust: withCheckedOn(
      facilityTrustFrom(results[7]!.results[0] as TrustRow | undefined),
      c.get('locale'),
      point.attributes.time_zone,
    ),
  };
  // The events' cards are server HTML (FacilityEventCards.tsx): their code stays out of the page's JavaScript.
  return renderPage(c, { ...route('recyclingPoint'), data, serverPart: <FacilityEventCards events={data.events} /> });
});
