import { finderSearch } from '../finder/display';
import { nextOpeningOf, type Opening } from '../finder/open-label';
import { openStatus, wallClock } from '../finder/open-now';
import { formatPhone } from '../phone-format';
import { timeZoneName } from '../../../editions/time-zone-names';
import { openState, type OpenState } from './hours';
import { CONTACT_TYPES, WEEKDAYS, isWorkingDay, type ContactType, type Weekday } from './model';
import { parseFacilityDocument, type FacilityResource } from './transport';

/** One weekday on the public page: off, all day, or from–to with an optional break. */
type PublicDayHours =
  | { day: Weekday; kind: 'off' }
  | { day: Weekday; kind: 'fullDay' }
  | { day: Weekday; kind: 'hours'; start: string; end: string; breakStart: string | null; breakEnd: string | null };

/**
 * What the public point page shows, derived by the worker from the point's document: the page
 * itself only renders it, so the document parser, the opening-hours rules and the finder's URL
 * code stay out of its first load, and "open now" is fixed at render time on both
 * sides by construction.
 */
export interface PublicFacilityView {
  now: OpenState;
  /** The point's time zone as people name it ("Москва"), never its IANA id. */
  zoneName: string;
  /** While closed: when it opens next (later today, tomorrow, or a weekday), on its own wall clock. */
  opens?: Opening;
  coords: { lat: number; lng: number };
  contacts: { type: ContactType; value: string }[];
  hours: PublicDayHours[];
  /** The finder centred on this point, as a query string (the page adds its localized path). */
  finderQuery: string;
}

export function publicFacilityView(point: FacilityResource, at: Date, locale = 'en-US'): PublicFacilityView {
  const form = parseFacilityDocument({ data: point });
  const zone = point.attributes.time_zone;
  const now = openState(form.workingHours, at, zone);
  const opens =
    now === 'closed' ? nextOpeningOf(openStatus(form.workingHours, at, zone), wallClock(at, zone).day) : undefined;
  return {
    now,
    zoneName: timeZoneName(zone, locale),
    ...(opens ? { opens } : {}),
    coords: form.coords,
    contacts: CONTACT_TYPES.filter((type) => form.contacts[type].trim() !== '').map((type) => ({
      type,
      value: type === 'phone' || type === 'whatsapp' ? formatPhone(form.contacts[type]) : form.contacts[type],
    })),
    hours: WEEKDAYS.map((day): PublicDayHours => {
      const h = form.workingHours[day];
      if (!isWorkingDay(h)) return { day, kind: 'off' };
      if (h.worksFullDay) return { day, kind: 'fullDay' };
      const withBreak = !h.noLunchBreak && Boolean(h.breakStart && h.breakEnd);
      return {
        day,
        kind: 'hours',
        start: h.start,
        end: h.end,
        breakStart: withBreak ? h.breakStart : null,
        breakEnd: withBreak ? h.breakEnd : null,
      };
    }),
    finderQuery: finderSearch({ near: form.coords, point: point.id }),
  };
}
