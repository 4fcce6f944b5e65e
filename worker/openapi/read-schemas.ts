/**
 * Read schemas of the public API documents: what the worker really answers,
 * written as JSON Schema (draft 2020-12) and checked against live responses by
 * test/integration/openapi-contract.test.ts. Keep them in step with ui/shared/facility/transport.ts
 * and ui/shared/events/model.ts.
 */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const obj = (properties: Record<string, unknown>, required = Object.keys(properties), extra = false) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: extra,
});
const relationship = (type: string) => ({
  type: 'object',
  required: ['data'],
  properties: { data: { oneOf: [{ type: 'null' }, obj({ type: { const: type }, id: str })] } },
});
const weekday = obj(
  {
    start: nullableStr,
    end: nullableStr,
    break_start: nullableStr,
    break_end: nullableStr,
    works_full_day: bool,
    no_lunch_break: bool,
    no_data: bool,
  },
  ['start', 'end', 'break_start', 'break_end', 'works_full_day', 'no_lunch_break'],
);
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const facilityResourceSchema = obj(
  {
    type: { const: 'facility' },
    id: str,
    attributes: obj({
      name: str,
      address: str,
      point: obj({
        type: { const: 'Point' },
        coordinates: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], minItems: 2, maxItems: 2 },
      }),
      comment: str,
      description: str,
      contacts: { type: 'object', additionalProperties: str },
      working_hours: obj(Object.fromEntries(WEEK.map((d) => [d, weekday]))),
      photos: { type: 'array', maxItems: 0 },
      supervisor_contacts: obj({ name: str, phone: str, email: str }),
      icon_info: { oneOf: [{ type: 'null' }, obj({ id: str, file_url: str })] },
      rates_info: {
        type: 'array',
        items: obj({
          id: str,
          units_slug: str,
          price: str,
          srm_id: { type: ['integer', 'null'] },
          units_name: str,
          srm_name: str,
        }),
      },
      org_info: obj({
        full_name: str,
        tin: str,
        address: str,
        contacts: { type: 'object', additionalProperties: str },
      }),
      time_zone: str,
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    }),
    relationships: obj({
      org_owner: relationship('organisation'),
      author: relationship('user'),
      status: obj({
        data: obj({
          type: { const: 'facility_status' },
          id: {
            enum: [
              'draft',
              'accepted',
              'declined',
              'closed',
              'checking',
              'temporarily_not_working',
              'blocked_by_moderator',
            ],
          },
        }),
      }),
      icon: relationship('icon'),
    }),
    meta: obj({
      status_display: str,
      actions: { type: 'array', items: str },
      complete: bool,
      missing: { type: 'array', items: str },
    }),
  },
  ['type', 'id', 'attributes', 'relationships'],
);

export const facilityReadDocumentSchema = obj({ data: facilityResourceSchema });
export const facilityListDocumentSchema = obj(
  { data: { type: 'array', items: facilityResourceSchema }, meta: { type: 'object' } },
  ['data'],
);

const EVENT_STATUS = { enum: ['draft', 'checking', 'published', 'declined', 'cancelled'] };
const CATEGORY = { enum: ['cleanup', 'collection_drive', 'tree_planting', 'education', 'other', null] };

const eventCardSchema = obj({
  id: str,
  title: str,
  summary: str,
  category: CATEGORY,
  startsAt: int,
  endsAt: int,
  timeZone: str,
  city: str,
  address: str,
  coverUrl: nullableStr,
  capacity: int,
  signedUp: int,
  rewardPoints: int,
  orgName: str,
  status: EVENT_STATUS,
});

export const eventListSchema = obj({
  items: { type: 'array', items: eventCardSchema },
  total: int,
  capped: bool,
  page: int,
  pageSize: int,
  pageCount: int,
  cities: { type: 'array', items: str },
  categories: { type: 'array', items: str },
});

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableNum = { type: ['number', 'null'] } as const;
const charityEventSchema = obj(
  {
    id: str,
    orgId: str,
    orgName: str,
    orgWebsite: { ...nullableStr, description: "The organisation's website, when its contacts name one" },
    authorId: str,
    edition: { enum: ['ru', 'kz', 'international'] },
    status: EVENT_STATUS,
    title: str,
    summary: str,
    description: str,
    category: CATEGORY,
    startsAt: nullableInt,
    endsAt: nullableInt,
    timeZone: nullableStr,
    address: str,
    city: str,
    lat: nullableNum,
    lng: nullableNum,
    facilityId: nullableStr,
    coverUrl: nullableStr,
    capacity: nullableInt,
    rewardPoints: nullableInt,
    contactName: str,
    contactPhone: str,
    contactEmail: str,
    reviewComment: nullableStr,
    cancelReason: nullableStr,
    signedUp: int,
    createdAt: int,
    updatedAt: int,
  },
  [
    'id',
    'orgId',
    'orgName',
    'edition',
    'status',
    'title',
    'summary',
    'description',
    'category',
    'startsAt',
    'endsAt',
    'timeZone',
    'address',
    'city',
    'lat',
    'lng',
    'facilityId',
    'coverUrl',
    'capacity',
    'rewardPoints',
    'contactName',
    'contactPhone',
    'contactEmail',
    'reviewComment',
    'cancelReason',
    'signedUp',
    'createdAt',
    'updatedAt',
  ],
);

export const eventViewSchema = obj({
  event: charityEventSchema,
  displayStatus: { enum: ['draft', 'checking', 'published', 'declined', 'cancelled', 'finished'] },
  placesLeft: int,
  owner: bool,
  actions: { type: 'array', items: str },
  missing: { type: 'object', additionalProperties: str },
  signedUp: bool,
  attended: bool,
  waiting: { ...bool, description: "On the event's waitlist (docs/decisions/155-event-waitlist.md)" },
  waitlistPosition: { ...nullableInt, description: '1-based place in line, or null when not waiting' },
});

/** The public finder's answer (worker/routes/finder-api.ts, docs/api/recycling-points-finder.md). */
const clock = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;
const finderOpenSchema = {
  oneOf: [
    obj({ state: { const: 'open' }, until: clock }, ['state']),
    obj({ state: { enum: ['break', 'opensLater'] }, at: clock }, ['state']),
    // `next`: when a closed point opens again (1–7 days on, its own wall clock); absent without hours.
    obj(
      {
        state: { const: 'closedToday' },
        next: obj({
          day: { enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
          at: clock,
          inDays: { type: 'integer', minimum: 1, maximum: 7 },
        }),
      },
      ['state'],
    ),
  ],
};
const finderFacilitySchema = obj(
  {
    id: str,
    name: str,
    address: str,
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    distanceM: {
      type: 'integer',
      minimum: 0,
      description: 'Metres from `near` (great circle); only when `near` is given',
    },
    openNow: bool,
    open: finderOpenSchema,
    status: { enum: ['accepted', 'temporarily_not_working'] },
    materials: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
    url: { type: 'string', format: 'uri', description: "The point's page in the request's edition and locale" },
  },
  ['id', 'name', 'address', 'lat', 'lng', 'openNow', 'open', 'status', 'materials', 'url'],
);
const localDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
/** A collection drive shown now (docs/decisions/233-collection-drives-own-table.md). */
const finderDriveSchema = obj(
  {
    kind: { const: 'drive' },
    id: str,
    title: str,
    address: str,
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    distanceM: { type: 'integer', minimum: 0, description: 'Metres from `near`; only when `near` is given' },
    timeZone: str,
    startDate: { ...localDate, description: "First day, on the drive's own calendar" },
    endDate: { ...localDate, description: "Last day, on the drive's own calendar" },
    phase: { enum: ['upcoming', 'on'], description: 'upcoming: shown from seven days before its first day' },
    today: { oneOf: [{ type: 'null' }, obj({ start: clock, end: clock })] },
    open: finderOpenSchema,
    openNow: bool,
    materials: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
    items: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } },
    url: { type: 'string', format: 'uri', description: "The drive's page in the request's edition and locale" },
  },
  [
    'kind',
    'id',
    'title',
    'address',
    'lat',
    'lng',
    'timeZone',
    'startDate',
    'endDate',
    'phase',
    'today',
    'open',
    'openNow',
    'materials',
    'items',
    'url',
  ],
);
export const finderListSchema = obj({
  data: { type: 'array', items: finderFacilitySchema },
  total: { type: 'integer', minimum: 0 },
  drives: {
    type: 'array',
    items: finderDriveSchema,
    description: 'Collection drives shown now around the origin, nearest first; empty after the first page',
  },
});
export const finderNearSchema = obj({ data: obj({ street: nullableStr, countryCode: nullableStr }) });
