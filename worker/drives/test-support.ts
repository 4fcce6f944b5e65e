/** Shared by the collection drive tests: an organiser as the services see them, and a drive made through them. */
import { env } from 'cloudflare:test';
import type { EditionId } from '../../editions/types';
import type { SessionUser } from '../../ui/shared/snapshot';
import { validateDrive } from '../../ui/shared/schemas/collection-drive';
import { createDrive, reviewDrive } from './rules';
import type { TestUser } from '../../test/integration/support/accounts';

function organiserOf(user: TestUser): SessionUser & { orgId: string } {
  return {
    id: user.userId,
    name: 'Organiser',
    email: user.email,
    imageUrl: null,
    orgId: user.orgId!,
    orgName: 'Org',
    orgLogoUrl: null,
    roles: ['charityEventsCreator'],
    tokenExpire: 0,
  };
}

export interface DriveFields {
  title: string;
  lat: number;
  lng: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  opens?: string;
  closes?: string;
  materials?: string[];
  items?: string;
}

/** A drive made and accepted through the services (the form's own validator first). */
export async function acceptedDrive(
  organiser: TestUser,
  manager: TestUser,
  edition: EditionId,
  f: DriveFields,
): Promise<string> {
  const checked = validateDrive({
    address: 'Test address 1',
    opens: '10:00',
    closes: '20:00',
    items: '',
    notes: '',
    eventId: '',
    materials: [],
    ...f,
    lat: String(f.lat),
    lng: String(f.lng),
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const d = await createDrive(env.DB, organiserOf(organiser), edition, checked.value, true);
  await reviewDrive(env.DB, manager.userId, d.id, 'accept', '');
  return d.id;
}
