export interface ImportedHours {
  kind: 'none' | 'weekly' | 'intervals' | 'dated' | 'raw';
  workingHours: Record<string, { start: string; end: string; breakStart: string; breakEnd: string; worksFullDay: boolean; noLunchBreak: boolean }>;
  intervals: { ranges: ([number, number] | [number, number, number])[]; from?: number; until?: number } | null;
}
export function osmHours(text: string | undefined, options?: { country?: string; lat?: number; lon?: number; now?: Date }): ImportedHours;
