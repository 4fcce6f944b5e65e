/**
 * The owner's form model of a recycling point (docs/product.md §3.5 "Form model"), with the weekday and
 * contact-type lists. Times are wall-clock "HH:MM" in the point's time zone, '' when unset.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Keys of `contacts` (docs/product.md §3.5 "map keyed by contact type"). */
export const CONTACT_TYPES = ['phone', 'email', 'website', 'telegram', 'whatsapp', 'vk'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** docs/product.md §3.5 / §9: default map coordinates, longitude 37, latitude 55. */
const DEFAULT_COORDS = { lng: 37, lat: 55 } as const;

export interface DayHours {
  start: string;
  end: string;
  breakStart: string;
  breakEnd: string;
  worksFullDay: boolean;
  noLunchBreak: boolean;
}

export interface RateLine {
  /** Line id: kept across saves so a line keeps its identity. */
  id: string;
  /** Material type id (srm_id); null until chosen. */
  srmId: number | null;
  unitsSlug: string;
  /** Decimal text as typed ("12.50"). */
  price: string;
}

interface SupervisorContacts {
  name: string;
  /** E.164 ("+79161234567") or '' when unset. */
  phone: string;
  email: string;
}

export interface FacilityForm {
  id: string | null;
  name: string;
  address: string;
  coords: { lng: number; lat: number };
  comment: string;
  collectionRules: string;
  contacts: Record<ContactType, string>;
  supervisorContacts: SupervisorContacts;
  workingHours: Record<Weekday, DayHours>;
  rates: RateLine[];
  icon: number | null;
}

const emptyDay = (): DayHours => ({
  start: '',
  end: '',
  breakStart: '',
  breakEnd: '',
  worksFullDay: false,
  noLunchBreak: false,
});

export function emptyContacts(): Record<ContactType, string> {
  return Object.fromEntries(CONTACT_TYPES.map((type) => [type, ''])) as Record<ContactType, string>;
}

/** A random line id; crypto.randomUUID exists in workerd, modern browsers and Node. */
function newRateId(): string {
  return crypto.randomUUID();
}

export function emptyRate(): RateLine {
  return { id: newRateId(), srmId: null, unitsSlug: '', price: '' };
}

export function emptyFacilityForm(): FacilityForm {
  return {
    id: null,
    name: '',
    address: '',
    coords: { ...DEFAULT_COORDS },
    comment: '',
    collectionRules: '',
    contacts: emptyContacts(),
    supervisorContacts: { name: '', phone: '', email: '' },
    workingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, emptyDay()])) as Record<Weekday, DayHours>,
    rates: [emptyRate()],
    icon: null,
  };
}

/** A day counts as working when it is full-day or has both start and end (docs/product.md §5.4). */
export function isWorkingDay(day: DayHours): boolean {
  return day.worksFullDay || (day.start !== '' && day.end !== '');
}
