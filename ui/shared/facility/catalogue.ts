/** Catalogue types (material types, units of measure, icons) as the worker hands them to pages. */
interface MaterialType {
  /** srm_id in rates. */
  id: number;
  slug: string;
  name: string;
}
interface Unit {
  /** units_slug in rates. */
  slug: string;
  name: string;
}
export interface FacilityIcon {
  id: number;
  slug: string;
  fileUrl: string;
}
export interface FacilityCatalogues {
  materials: MaterialType[];
  units: Unit[];
  icons: FacilityIcon[];
}
