import type { Edition, EditionId } from '../../editions/types';
import type { CharityEvent } from './events/model';
import { isoWithOffset } from './events/time';
import { WEEKDAYS, isWorkingDay, type FacilityForm } from './facility/model';

/**
 * schema.org JSON-LD of the public pages (ADR 103). Pure data builders: the worker passes absolute
 * URLs already made from the edition's public origin (ADR 100); the head renders the result.
 */
export type JsonLd = Record<string, unknown>;

/** The money of each edition: event offers are priced in it. */
const EDITION_CURRENCY: Readonly<Record<EditionId, 'RUB' | 'KZT' | 'USD'>> = {
  ru: 'RUB',
  kz: 'KZT',
  international: 'USD',
};

/** ISO country of a place: the edition's country, or for the international edition the time zone's. */
function addressCountry(edition: EditionId, timeZone: string | null | undefined): string | undefined {
  if (edition === 'ru') return 'RU';
  if (edition === 'kz') return 'KZ';
  const zone = timeZone ?? '';
  if (zone.startsWith('America/Argentina/')) return 'AR';
  if (zone === 'Europe/London') return 'GB';
  if (zone === 'Europe/Madrid') return 'ES';
  if (/^America\/(New_York|Chicago|Denver|Los_Angeles)$/.test(zone)) return 'US';
  return undefined;
}

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface EventLdInput {
  event: CharityEvent;
  edition: EditionId;
  placesLeft: number;
  /** Canonical page URL. */
  url: string;
  imageUrl: string;
  organizerUrl: string | null;
}

export function eventJsonLd({ event: e, edition, placesLeft, url, imageUrl, organizerUrl }: EventLdInput): JsonLd {
  const zone = e.timeZone ?? 'UTC';
  const country = addressCountry(edition, e.timeZone);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.summary || e.description.slice(0, 300),
    ...(e.startsAt !== null ? { startDate: isoWithOffset(e.startsAt, zone) } : {}),
    ...(e.endsAt !== null ? { endDate: isoWithOffset(e.endsAt, zone) } : {}),
    eventStatus: e.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.address,
      address: {
        '@type': 'PostalAddress',
        streetAddress: e.address,
        addressLocality: e.city,
        ...(country ? { addressCountry: country } : {}),
      },
      ...(e.lat !== null && e.lng !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lng } }
        : {}),
    },
    image: [imageUrl],
    organizer: { '@type': 'Organization', name: e.orgName, ...(organizerUrl ? { url: organizerUrl } : {}) },
    ...(e.capacity !== null ? { maximumAttendeeCapacity: e.capacity, remainingAttendeeCapacity: placesLeft } : {}),
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: EDITION_CURRENCY[edition],
      availability: placesLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
    url,
  };
}

export interface FacilityLdInput {
  form: FacilityForm;
  edition: EditionId;
  timeZone: string | null;
  url: string;
  imageUrl: string;
}

/** A recycling point as a schema.org RecyclingCenter with address, geo and opening hours. */
export function facilityJsonLd({ form, edition, timeZone, url, imageUrl }: FacilityLdInput): JsonLd {
  const country = addressCountry(edition, timeZone);
  const hours = WEEKDAYS.filter((d) => isWorkingDay(form.workingHours[d])).flatMap((d) => {
    const h = form.workingHours[d];
    const day = `https://schema.org/${DAY_NAMES[d]}`;
    if (h.worksFullDay)
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: '00:00', closes: '23:59' }];
    // A lunch break splits the day into two ranges.
    if (!h.noLunchBreak && h.breakStart && h.breakEnd) {
      return [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: h.start, closes: h.breakStart },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: h.breakEnd, closes: h.end },
      ];
    }
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: h.start, closes: h.end }];
  });
  const phone = form.contacts.phone;
  return {
    '@context': 'https://schema.org',
    '@type': 'RecyclingCenter',
    name: form.name,
    ...(form.collectionRules ? { description: form.collectionRules.slice(0, 300) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: form.address, ...(country ? { addressCountry: country } : {}) },
    geo: { '@type': 'GeoCoordinates', latitude: form.coords.lat, longitude: form.coords.lng },
    openingHoursSpecification: hours,
    ...(phone ? { telephone: phone } : {}),
    image: imageUrl,
    url,
  };
}

/** Home pages: the organisation and the site, with a search action into the finder. */
export function homeJsonLd(edition: Edition, origin: string, homeUrl: string, finderUrl: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: edition.brand,
      url: homeUrl,
      logo: `${origin}/icons/icon-512.png`,
      email: edition.supportEmail,
      sameAs: edition.socials.map((s) => s.link),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: edition.brand,
      url: homeUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${finderUrl}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
