export function inRange(lat: number, lng: number): boolean;
export function webUrl(value: unknown): string;
export function osmRow(
  element: { type: 'node' | 'way'; id: number; version?: number; timestamp?: number; tags: Record<string, string> },
  options: { lat: number; lng: number; edition: string; now?: Date; timeZone?: string | null },
): Record<string, string | number | null>;
export const ROW_COLUMNS: string[];
