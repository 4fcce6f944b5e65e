/**
 * OpenAPI 3.1 description of the recycling point API, generated from the same zod schemas the
 * worker validates with (zod 4 `z.toJSONSchema`). Served at /api/web/v1/facility/openapi.json and
 * kept in docs/api/openapi-facility.json (a unit test fails when the two drift).
 */
import { z } from 'zod';
import { MANAGER_TRANSITS, OWNER_TRANSITS } from '../../ui/shared/facility/lifecycle';
import { facilityWriteDocumentSchema, transitRequestSchema } from '../../ui/shared/facility/write-document';
import { FINDER_DEFAULT_LIMIT, FINDER_MAX_LIMIT } from '../services/finder-query';
import {
  eventListSchema,
  eventViewSchema,
  facilityListDocumentSchema,
  facilityReadDocumentSchema,
  facilityResourceSchema,
  finderListSchema,
  finderNearSchema,
} from './read-schemas';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'Localized' },
        problems: {
          type: 'array',
          items: {
            type: 'object',
            properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
};

const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      {
        description: {
          400: 'Bad request',
          401: 'Not signed in',
          403: 'Not the owner / no role',
          404: 'Not found or not visible',
          409: 'Not allowed in the current status, or lost a race',
          422: 'Validation failed',
        }[code],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );

const ok = (description: string, schema: object = { $ref: '#/components/schemas/FacilityReadDocument' }) => ({
  description,
  content: { 'application/json': { schema } },
});
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** Either credential works (ADR 005): the HttpOnly session cookie or a bearer JWT. */
const signedIn = [{ cookieAuth: [] }, { bearerAuth: [] }];
const optionalSignIn = [{}, ...signedIn];
const EVENTS = '/api/web/v1/charity-event';
const eventIdParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const rootServer = [{ url: '/' }];
const FINDER = '/api/v1/recycling-points';
const nearParam = {
  name: 'near',
  in: 'query',
  schema: { type: 'string', maxLength: 60 },
  description: '`LAT,LNG` in degrees',
  example: '55.7558,37.6173',
};

export function facilityOpenApi() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'EcoPortal API: recycling points, finder and charity events',
      version: '1.2.0',
      description:
        'Owner API of recycling points, the public recycling-points finder and the charity events API. Auth: session cookie or `Authorization: Bearer <jwt>`; role recyclingPointsCreator (server role facility) for point writes, charityEventsCreator for event writes.',
    },
    servers: [{ url: '/api/web/v1/facility' }],
    tags: [
      { name: 'recycling-points', description: 'Owner API of recycling points (docs/product.md §3.5, §7)' },
      { name: 'catalogues', description: 'Materials, units and icons' },
      { name: 'charity-events', description: 'Public list and event reads, calendars (docs/api/charity-events.md)' },
      {
        name: 'finder',
        description: 'Public recycling-points finder, no sign-in (docs/api/recycling-points-finder.md)',
      },
    ],
    paths: {
      '/facility/': {
        get: {
          operationId: 'listOwnFacilities',
          tags: ['recycling-points'],
          security: signedIn,
          summary: "List the caller organisation's points (every status)",
          responses: { 200: ok('List', { $ref: '#/components/schemas/FacilityListDocument' }), ...errors(401, 403) },
        },
        post: {
          operationId: 'createFacility',
          tags: ['recycling-points'],
          security: signedIn,
          summary: 'Create a point (status draft)',
          parameters: [
            {
              name: 'fromOsm',
              in: 'query',
              required: false,
              schema: { type: 'string', pattern: '^osm-(node|way)-[1-9][0-9]{0,17}$' },
              description:
                'The OpenStreetMap point this point is made from (its prefilled editor): recorded as a pending claim a manager accepts or refuses; an accepted claim of the public point replaces it. Over 300 m from it: 422 claim_too_far',
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/FacilityWriteDocument' } } },
          },
          responses: { 201: ok('Created'), ...errors(400, 401, 403, 422) },
        },
      },
      '/facility/{id}/': {
        get: {
          operationId: 'getFacility',
          tags: ['recycling-points'],
          security: optionalSignIn,
          summary: 'Read a point: owners see every status, everyone else accepted points only',
          parameters: [idParam],
          responses: { 200: ok('Point'), ...errors(404) },
        },
        put: {
          operationId: 'saveFacility',
          tags: ['recycling-points'],
          security: signedIn,
          summary: 'Save as draft (when draft or checking; a checking point becomes draft)',
          parameters: [idParam],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/FacilityWriteDocument' } } },
          },
          responses: { 200: ok('Saved'), ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      '/facility/{id}/transit/': {
        post: {
          operationId: 'transitFacility',
          tags: ['recycling-points'],
          security: signedIn,
          summary: 'Lifecycle transition (docs/product.md §7)',
          parameters: [idParam],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/TransitRequest' } } },
          },
          responses: { 200: ok('Transitioned'), ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      '/facility/operation/remove_operation/': {
        post: {
          operationId: 'removeFacilities',
          tags: ['recycling-points'],
          security: signedIn,
          summary: 'Delete points (when draft, checking or declined); empty body',
          parameters: [
            {
              name: 'id_set',
              in: 'query',
              required: true,
              schema: { type: 'string' },
              description: 'Point id, or several comma-separated',
            },
          ],
          responses: {
            200: ok('Deleted', {
              type: 'object',
              properties: {
                data: { type: 'object', properties: { deleted: { type: 'array', items: { type: 'string' } } } },
              },
            }),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      },
      '/catalogues/': {
        get: {
          operationId: 'getCatalogues',
          tags: ['catalogues'],
          summary: 'Material types (srm_id), units (units_slug) and icons, names in the request locale',
          responses: { 200: ok('Catalogues', { type: 'object' }) },
        },
      },
      // The events API lives under another base path: these items override the server.
      [EVENTS]: {
        servers: rootServer,
        get: {
          operationId: 'listCharityEvents',
          tags: ['charity-events'],
          summary: "Published, upcoming events of the request's edition, 12 per page",
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
            { name: 'city', in: 'query', schema: { type: 'string', maxLength: 80 } },
            {
              name: 'category',
              in: 'query',
              schema: { type: 'string', enum: ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other'] },
            },
          ],
          responses: { 200: ok('One page of events', { $ref: '#/components/schemas/CharityEventList' }) },
        },
      },
      [`${EVENTS}/{id}`]: {
        servers: rootServer,
        get: {
          operationId: 'getCharityEvent',
          tags: ['charity-events'],
          security: optionalSignIn,
          summary: 'One event: published and cancelled ones for everyone, others for their organisation and managers',
          parameters: [eventIdParam],
          responses: { 200: ok('Event', { $ref: '#/components/schemas/CharityEventView' }), ...errors(404) },
        },
      },
      [`${EVENTS}/{id}/event.ics`]: {
        servers: rootServer,
        get: {
          operationId: 'getCharityEventCalendar',
          tags: ['charity-events'],
          summary: 'The event as iCalendar (RFC 5545); ETag / Last-Modified, 304 on a match',
          parameters: [eventIdParam, { name: 'If-None-Match', in: 'header', schema: { type: 'string' } }],
          responses: {
            200: { description: 'Calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
            304: { description: 'Not modified' },
            ...errors(404),
          },
        },
      },
      [`${EVENTS}/feed/{token}.ics`]: {
        servers: rootServer,
        get: {
          operationId: 'getVolunteerCalendarFeed',
          tags: ['charity-events'],
          summary: "A volunteer's events as an iCalendar feed; the secret token is the credential",
          parameters: [
            { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'If-None-Match', in: 'header', schema: { type: 'string' } },
          ],
          responses: {
            200: { description: 'Calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
            304: { description: 'Not modified' },
            ...errors(404),
          },
        },
      },
      [FINDER]: {
        servers: rootServer,
        get: {
          operationId: 'findRecyclingPoints',
          tags: ['finder'],
          summary:
            'Public points (accepted or temporarily not working), nearest first with `near`; 400 on a malformed parameter',
          parameters: [
            { ...nearParam, description: '`LAT,LNG` in degrees: sort by distance and report `distanceM`' },
            {
              name: 'q',
              in: 'query',
              schema: { type: 'string', maxLength: 200 },
              description: 'Typo-tolerant search over name, address and material names',
            },
            {
              name: 'material',
              in: 'query',
              schema: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' }, maxItems: 20 },
              style: 'form',
              explode: true,
              description: 'Material slug, repeatable; a point must take every one (unknown slug: 400)',
            },
            {
              name: 'open',
              in: 'query',
              schema: { type: 'string', enum: ['now'] },
              description: 'Only points open now in their own time zone',
            },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: FINDER_MAX_LIMIT, default: FINDER_DEFAULT_LIMIT },
            },
            { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
            { name: 'If-None-Match', in: 'header', schema: { type: 'string' } },
          ],
          responses: {
            200: ok('One page of points and the total', { $ref: '#/components/schemas/FinderFacilityList' }),
            304: { description: 'Not modified (guests)' },
            ...errors(400),
          },
        },
      },
      [`${FINDER}/near`]: {
        servers: rootServer,
        get: {
          operationId: 'reverseGeocodePosition',
          tags: ['finder'],
          summary: 'The street near a position, through the configured reverse geocoder (nulls when off)',
          parameters: [{ ...nearParam, required: true }],
          responses: { 200: ok('Street and country', { $ref: '#/components/schemas/FinderNear' }), ...errors(400) },
        },
      },
    },
    components: {
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'HttpOnly session cookie set by sign-in',
        },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        FacilityWriteDocument: json(facilityWriteDocumentSchema),
        TransitRequest: {
          ...json(transitRequestSchema),
          properties: {
            ...(json(transitRequestSchema) as { properties: object }).properties,
            transit: { type: 'string', enum: [...OWNER_TRANSITS, ...MANAGER_TRANSITS] },
          },
        },
        FacilityResource: facilityResourceSchema,
        FacilityReadDocument: facilityReadDocumentSchema,
        FacilityListDocument: facilityListDocumentSchema,
        CharityEventList: eventListSchema,
        CharityEventView: eventViewSchema,
        FinderFacilityList: finderListSchema,
        FinderNear: finderNearSchema,
        Error: errorSchema,
      },
    },
  };
}
