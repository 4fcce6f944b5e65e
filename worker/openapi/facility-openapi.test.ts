import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facilityOpenApi } from './facility-openapi';

const file = path.resolve(__dirname, '../../docs/api/openapi-facility.json');

describe('facility OpenAPI document', () => {
  it('docs/api/openapi-facility.json matches the zod schemas (UPDATE_OPENAPI=1 rewrites it)', () => {
    const generated = `${JSON.stringify(facilityOpenApi(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) fs.writeFileSync(file, generated);
    expect(fs.readFileSync(file, 'utf8')).toBe(generated);
  });

  it('lists the six owner transits and the product description paths', () => {
    const doc = facilityOpenApi();
    expect(Object.keys(doc.paths)).toContain('/facility/{id}/transit/');
    expect(Object.keys(doc.paths)).toContain('/facility/operation/remove_operation/');
    expect(doc.components.schemas.TransitRequest.properties.transit.enum).toContain('facility#accepted_to_closed');
  });
});
