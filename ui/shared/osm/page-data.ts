/** What the worker hands to an OpenStreetMap point's public page (worker/routes/osm.tsx). */
import type { DayHours, Weekday } from '../facility/model';
import type { Opening } from '../finder/open-label';
import type { OsmHoursKind, OsmOpenStatus } from './hours';

export interface OsmFacilityPageData {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  kind: 'container' | 'centre' | 'bottle_return' | 'other';
  materials: { slug: string; name: string }[];
  materialsKnown: boolean;
  openingHours: string;
  hoursKind: OsmHoursKind;
  hours: Partial<Record<Weekday, DayHours>>;
  open: OsmOpenStatus;
  /** While closed with known hours: when it opens next (later today, tomorrow, or a weekday). */
  opens?: Opening;
  /** The point's time zone as people name it ("Москва"), never its IANA id. */
  zoneName: string;
  /** check_date as tagged, else the edit date of this version ('YYYY-MM-DD'), and which one it is. */
  checked: { date: string; source: 'check_date' | 'edit' } | null;
  osmUrl: string;
  editUrl: string;
  copyrightUrl: string;
  operator: string;
  /** An http(s) URL or '' (ui/shared/osm/links.ts). */
  website: string;
  /** As people read it ("+7 495 555 11 86"; ui/shared/phone-format.ts). */
  phone: string;
  /** The owner's point that replaced this one in public results, if any. */
  replacedBy: string | null;
  /** Enough distinct visitors reported it closed (docs/points-trust.md): "being checked". */
  reportedClosed: boolean;
}
