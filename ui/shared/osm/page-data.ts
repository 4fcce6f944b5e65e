/** What the worker hands to an OpenStreetMap point's public page (worker/routes/osm.tsx). */
import type { DayHours, Weekday } from '../facility/model';
import type { OsmHoursKind, OsmOpenStatus } from './hours';

export interface OsmPointPageData {
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
  timeZone: string;
  /** check_date as tagged, else the edit date of this version ('YYYY-MM-DD'), and which one it is. */
  checked: { date: string; source: 'check_date' | 'edit' } | null;
  osmUrl: string;
  editUrl: string;
  copyrightUrl: string;
  operator: string;
  website: string;
  phone: string;
  /** The owner's point that replaced this one in public results, if any. */
  replacedBy: string | null;
}
