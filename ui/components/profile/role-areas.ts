/** Links to each role's areas on /profile (docs/product.md §2.1 routes, §6 roles). */
export interface AreaLink {
  path: string;
  titleKey: string;
  descriptionKey: string;
  icon: 'heart' | 'store' | 'recycle' | 'landmark' | 'building' | 'check';
  testId: string;
}

const ROLE_AREAS: Readonly<Record<string, readonly AreaLink[]>> = {
  user: [
    {
      path: '/profile/balance',
      titleKey: 'profile.areas.balance',
      descriptionKey: 'profile.areas.balanceText',
      icon: 'check',
      testId: 'area-balance',
    },
    {
      path: '/profile/my-charity-events',
      titleKey: 'profile.areas.myEvents',
      descriptionKey: 'profile.areas.myEventsText',
      icon: 'heart',
      testId: 'area-my-events',
    },
    {
      path: '/profile/volunteer-record',
      titleKey: 'profile.areas.volunteerRecord',
      descriptionKey: 'profile.areas.volunteerRecordText',
      icon: 'check',
      testId: 'area-volunteer-record',
    },
  ],
  charityEventsCreator: [
    {
      path: '/profile/charity-events',
      titleKey: 'profile.areas.ownEvents',
      descriptionKey: 'profile.areas.ownEventsText',
      icon: 'heart',
      testId: 'area-own-events',
    },
    {
      path: '/profile/create-charity-event',
      titleKey: 'profile.areas.createEvent',
      descriptionKey: 'profile.areas.createEventText',
      icon: 'landmark',
      testId: 'area-create-event',
    },
    {
      path: '/profile/collection-drives',
      titleKey: 'profile.areas.drives',
      descriptionKey: 'profile.areas.drivesText',
      icon: 'recycle',
      testId: 'area-drives',
    },
  ],
  recyclingPointsCreator: [
    {
      path: '/profile/recycling-points',
      titleKey: 'profile.areas.ownFacilities',
      descriptionKey: 'profile.areas.ownFacilitiesText',
      icon: 'recycle',
      testId: 'area-own-points',
    },
    {
      path: '/profile/create-recycling-point',
      titleKey: 'profile.areas.createFacility',
      descriptionKey: 'profile.areas.createFacilityText',
      icon: 'store',
      testId: 'area-create-point',
    },
    {
      path: '/profile/collection-drives',
      titleKey: 'profile.areas.drives',
      descriptionKey: 'profile.areas.drivesText',
      icon: 'recycle',
      testId: 'area-drives',
    },
  ],
  manager: [
    {
      path: '/manager',
      titleKey: 'profile.areas.review',
      descriptionKey: 'profile.areas.reviewText',
      icon: 'building',
      testId: 'area-review',
    },
  ],
};

export function areasFor(roles: readonly string[]): AreaLink[] {
  // Collection drives belong to both organiser roles: listed once.
  const areas = roles.flatMap((role) => ROLE_AREAS[role] ?? []);
  return areas.filter((a, i) => areas.findIndex((b) => b.path === a.path) === i);
}
