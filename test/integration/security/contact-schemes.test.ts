import { describe, expect, it } from 'vitest';
import { buildFacilityPayload } from '../../../ui/shared/facility/transport';
import { completeFacilityForm } from '../../../ui/shared/facility/test-fixtures';
import { api, dbState, owner, facilityIn } from '../facility-support';

/** item 7 (docs/decisions/046): point contacts accept only the schemes meant for them. */
describe('point contact schemes', () => {
  it('refuses javascript:, data: and foreign schemes, storing nothing', async () => {
    const own = await owner();
    const id = await facilityIn(own, 'draft');
    const before = await dbState(id);
    const bad: [string, string][] = [
      ['website', 'javascript:alert(document.cookie)'],
      ['website', ' JavaScript:alert(1)'],
      ['website', 'data:text/html,<script>alert(1)</script>'],
      ['telegram', 'vbscript:msgbox'],
      ['vk', 'file:///etc/passwd'],
      ['whatsapp', 'java\tscript:alert(1)'],
      ['email', 'javascript:alert(1)'],
    ];
    for (const [type, value] of bad) {
      const form = completeFacilityForm();
      const res = await api(
        'PUT',
        `/facility/${id}/`,
        own,
        buildFacilityPayload({ ...form, id, contacts: { ...form.contacts, [type]: value } }),
      );
      expect(res.status, `${type}=${value}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await dbState(id)).toEqual(before);
  });

  it('accepts http(s), bare domains and tg: where meant', async () => {
    const own = await owner();
    const id = await facilityIn(own, 'draft');
    const form = completeFacilityForm();
    const contacts = {
      ...form.contacts,
      website: 'https://eco.example.org/points',
      telegram: 'tg://resolve?domain=ecopoint',
      vk: 'vk.com/ecopoint',
    };
    const res = await api('PUT', `/facility/${id}/`, own, buildFacilityPayload({ ...form, id, contacts }));
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
