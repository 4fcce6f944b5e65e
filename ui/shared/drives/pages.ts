/** What the worker hands to the collection drives' pages (the snapshot's `data`). */
import type { FieldErrors } from '../schemas/form-fields';
import type { DrivePageView, DrivePhase, DriveStatus } from './model';

export interface CollectionDrivePageData {
  drive: DrivePageView;
}

export interface OrganiserDriveRow {
  id: string;
  title: string;
  status: DriveStatus;
  phase: DrivePhase;
  startDate: string;
  endDate: string;
  declineReason: string | null;
  /** What it takes (materials and items), with names: the amounts form's lines. */
  takes: { slug: string; name: string }[];
  amounts: { what: string; amount: number; unit: 'kg' | 'pieces' }[] | null;
}

export interface ProfileDrivesPageData {
  drives: OrganiserDriveRow[];
  materials: { slug: string; name: string }[];
  zones: string[];
  events: { id: string; title: string }[];
  /** The form's values and errors after a refused post (no JavaScript), else null. */
  values: Record<string, string | string[]> | null;
  errors: FieldErrors | null;
  /** A locale key under drives.flash after a post. */
  flash: string | null;
}

interface ManagerDriveRow {
  id: string;
  title: string;
  orgName: string;
  address: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  takes: string[];
  notes: string;
}

export interface ManagerDrivesPageData {
  drives: ManagerDriveRow[];
  flash: string | null;
  error: string | null;
}
