/**
 * OpenAPI 3.1 description of the recycling point API, generated from the same zod schemas the
 * worker validates with (zod 4 `z.toJSONSchema`). Served at /api/web/v1/facility/openapi.json and
 * kept in docs/api/openapi-facility.json (a unit test fails when the two drift).
 */
import { z } from 'zod';
import { MANAGER_TRANSITS, OWNER_TRANSITS } from '../../ui/shared/facility/lifecycle';
import { facilityWriteDocumentSchema, transitRequestSchema } from '../../ui/shared/facility/schemas';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'input') => z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

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
        problems: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
};

const readDocument = {
  type: 'object',
  description: 'JSON:API read document (SPEC §3.5): the write attributes without rates, plus icon_info, rates_info, org_info, time_zone; relationships org_owner, author, status, icon; meta (owner only) status_display, actions, complete, missing.',
  properties: { data: { type: 'object' } },
};

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { description: { 400: 'Bad request', 401: 'Not signed in', 403: 'Not the owner / no role', 404: 'Not found or not visible', 409: 'Not allowed in the current status, or lost a race', 422: 'Validation failed' }[code], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]));

const ok = (description: string, schema: object = { $ref: '#/components/schemas/FacilityReadDocument' }) => ({ description, content: { 'application/json': { schema } } });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

export function facilityOpenApi() {
  return {
    openapi: '3.1.0',
    info: { title: 'Recycling points API', version: '1.0.0', description: 'Owner API of recycling points. Auth: session cookie or `Authorization: Bearer <jwt>`; role recyclingPointsCreator (server role facility) for writes.' },
    servers: [{ url: '/api/web/v1/facility' }],
    paths: {
      '/facility/': {
        get: { summary: "List the caller organisation's points (every status)", responses: { 200: ok('List', { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/FacilityReadDocument/properties/data' } }, meta: { type: 'object' } } }), ...errors(401, 403) } },
        post: { summary: 'Create a point (status draft)', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/FacilityWriteDocument' } } } }, responses: { 201: ok('Created'), ...errors(400, 401, 403, 422) } },
      },
      '/facility/{id}/': {
        get: { summary: 'Read a point: owners see every status, everyone else accepted points only', parameters: [idParam], responses: { 200: ok('Point'), ...errors(404) } },
        put: { summary: 'Save as draft (when draft or checking; a checking point becomes draft)', parameters: [idParam], requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/FacilityWriteDocument' } } } }, responses: { 200: ok('Saved'), ...errors(400, 401, 403, 404, 409, 422) } },
      },
      '/facility/{id}/transit/': {
        post: { summary: 'Lifecycle transition (SPEC §7)', parameters: [idParam], requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/TransitRequest' } } } }, responses: { 200: ok('Transitioned'), ...errors(400, 401, 403, 404, 409, 422) } },
      },
      '/facility/operation/remove_operation/': {
        post: { summary: 'Delete points (when draft, checking or declined); empty body', parameters: [{ name: 'id_set', in: 'query', required: true, schema: { type: 'string' }, description: 'Point id, or several comma-separated' }], responses: { 200: ok('Deleted', { type: 'object', properties: { data: { type: 'object', properties: { deleted: { type: 'array', items: { type: 'string' } } } } } }), ...errors(400, 401, 403, 404, 409) } },
      },
      '/catalogues/': { get: { summary: 'Material types (srm_id), units (units_slug) and icons, names in the request locale', responses: { 200: ok('Catalogues', { type: 'object' }) } } },
    },
    components: {
      schemas: {
        FacilityWriteDocument: json(facilityWriteDocumentSchema),
        TransitRequest: { ...json(transitRequestSchema), properties: { ...(json(transitRequestSchema) as { properties: object }).properties, transit: { type: 'string', enum: [...OWNER_TRANSITS, ...MANAGER_TRANSITS] } } },
        FacilityReadDocument: readDocument,
        Error: errorSchema,
      },
    },
  };
}
