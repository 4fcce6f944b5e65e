/**
 * The JSON:API style transport of docs/product.md §3.5: one payload builder (form model → write document)
 * and one parser (write or read document → form model), shared by the browser and the worker.
 *
 * Working-hour times travel as ISO timestamps. They are wall-clock times in the point's time zone
 * written on a fixed reference week (Monday 2024-01-01 … Sunday 2024-01-07) with a Z suffix, so a
 * time never shifts with the reader's zone (docs/decisions/012).
 */
import type { FacilityStatus } from './lifecycle';
import {
  CONTACT_TYPES,
  WEEKDAYS,
  emptyContacts,
  type DayHours,
  type FacilityForm,
  type RateLine,
  type Weekday,
} from './model';

const FACILITY_TYPE = 'facility';

interface GeoPoint {
  type: 'Point';
  /** Longitude first, then latitude (GeoJSON). */
  coordinates: [number, number];
}

interface WorkingDayDoc {
  start: string | null;
  end: string | null;
  break_start: string | null;
  break_end: string | null;
  works_full_day: boolean;
  no_lunch_break: boolean;
  /** Read side only: nothing is known for the day (a day off). */
  no_data?: boolean;
}

export interface RateDoc {
  id: string;
  units_slug: string;
  price: string;
  srm_id: number | null;
}

interface SupervisorDoc {
  name: string;
  phone: string;
  email: string;
}

interface FacilityWriteAttributes {
  name: string;
  address: string;
  point: GeoPoint;
  comment: string;
  description: string;
  contacts: Record<string, string>;
  working_hours: Record<Weekday, WorkingDayDoc>;
  photos: never[];
  supervisor_contacts: SupervisorDoc;
  rates: RateDoc[];
}

export interface Relationship<T extends string> {
  data: { type: T; id: string } | null;
}

export interface FacilityWriteDocument {
  data: {
    type: typeof FACILITY_TYPE;
    id?: string;
    attributes: FacilityWriteAttributes;
    relationships: { icon: Relationship<'icon'> };
  };
}

interface RateInfo extends RateDoc {
  units_name: string;
  srm_name: string;
}

export interface OrgInfo {
  full_name: string;
  tin: string;
  address: string;
  /** about, website, phone, vk, ok, tg, zen and about_<lang> texts. */
  contacts: Record<string, string>;
}

export interface FacilityReadAttributes extends Omit<FacilityWriteAttributes, 'rates'> {
  icon_info: { id: string; file_url: string } | null;
  rates_info: RateInfo[];
  org_info: OrgInfo;
  time_zone: string;
  created_at: string;
  updated_at: string;
}

export interface FacilityResource {
  type: typeof FACILITY_TYPE;
  id: string;
  attributes: FacilityReadAttributes;
  relationships: {
    org_owner: Relationship<'organisation'>;
    author: Relationship<'user'>;
    status: { data: { type: 'facility_status'; id: FacilityStatus } };
    icon: Relationship<'icon'>;
  };
  /** Only for the owning organisation: what it may do now and whether the point is complete. */
  meta?: { status_display: string; actions: string[]; complete: boolean; missing: string[] };
}

export interface FacilityReadDocument {
  data: FacilityResource;
}

const REFERENCE_MONDAY = Date.UTC(2024, 0, 1);

/** "09:30" on `day` → "2024-01-01T09:30:00.000Z"; '' → null. */
export function timeToIso(day: Weekday, time: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const ms =
    REFERENCE_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000 + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  return new Date(ms).toISOString();
}

/** Any ISO timestamp → its "HH:MM" in UTC (the wall clock it was written with); null/invalid → ''. */
export function isoToTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}

function dayToDoc(day: Weekday, hours: DayHours): WorkingDayDoc {
  return {
    start: timeToIso(day, hours.start),
    end: timeToIso(day, hours.end),
    break_start: timeToIso(day, hours.breakStart),
    break_end: timeToIso(day, hours.breakEnd),
    works_full_day: hours.worksFullDay,
    no_lunch_break: hours.noLunchBreak,
  };
}

function docToDay(doc: Partial<WorkingDayDoc> | undefined): DayHours {
  return {
    start: isoToTime(doc?.start),
    end: isoToTime(doc?.end),
    breakStart: isoToTime(doc?.break_start),
    breakEnd: isoToTime(doc?.break_end),
    worksFullDay: doc?.works_full_day === true,
    noLunchBreak: doc?.no_lunch_break === true,
  };
}

/** docs/product.md §3.5 payload builder: the form model as the write document. */
export function buildFacilityPayload(form: FacilityForm): FacilityWriteDocument {
  const contacts = emptyContacts() as Record<string, string>;
  for (const type of CONTACT_TYPES) contacts[type] = form.contacts[type] ?? '';
  return {
    data: {
      type: FACILITY_TYPE,
      ...(form.id ? { id: form.id } : {}),
      attributes: {
        name: form.name,
        address: form.address,
        point: { type: 'Point', coordinates: [form.coords.lng, form.coords.lat] },
        comment: form.comment,
        description: form.collectionRules,
        contacts,
        working_hours: Object.fromEntries(
          WEEKDAYS.map((day) => [day, dayToDoc(day, form.workingHours[day])]),
        ) as Record<Weekday, WorkingDayDoc>,
        photos: [],
        supervisor_contacts: { ...form.supervisorContacts },
        rates: form.rates.map((rate) => ({
          id: rate.id,
          units_slug: rate.unitsSlug,
          price: rate.price,
          srm_id: rate.srmId,
        })),
      },
      relationships: { icon: { data: form.icon === null ? null : { type: 'icon', id: String(form.icon) } } },
    },
  };
}

/** docs/product.md §3.5 parser: a write document or a read document (rates_info) → the form model. */
export function parseFacilityDocument(doc: {
  data: {
    id?: string;
    attributes: Partial<FacilityReadAttributes> & { rates?: RateDoc[] };
    relationships?: { icon?: Relationship<'icon'> };
  };
}): FacilityForm {
  const a = doc.data.attributes;
  const [lng, lat] = a.point?.coordinates ?? [37, 55];
  const contacts = emptyContacts();
  for (const type of CONTACT_TYPES) contacts[type] = a.contacts?.[type] ?? '';
  const rates: RateDoc[] = a.rates_info ?? a.rates ?? [];
  const iconId = doc.data.relationships?.icon?.data?.id;
  return {
    id: doc.data.id ?? null,
    name: a.name ?? '',
    address: a.address ?? '',
    coords: { lng, lat },
    comment: a.comment ?? '',
    collectionRules: a.description ?? '',
    contacts,
    supervisorContacts: {
      name: a.supervisor_contacts?.name ?? '',
      phone: a.supervisor_contacts?.phone ?? '',
      email: a.supervisor_contacts?.email ?? '',
    },
    workingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, docToDay(a.working_hours?.[day])])) as Record<
      Weekday,
      DayHours
    >,
    rates: rates.map(
      (rate): RateLine => ({
        id: rate.id,
        srmId: rate.srm_id ?? null,
        unitsSlug: rate.units_slug ?? '',
        price: rate.price ?? '',
      }),
    ),
    icon: iconId === undefined || iconId === null ? null : Number(iconId),
  };
}
