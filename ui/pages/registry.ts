import type { ComponentType } from 'react';
import type { PageProps } from '../app/App';

export interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: each page has its own data type; the registry holds them all
  default: ComponentType<PageProps<any>>;
}

/**
 * Every page by id, loaded lazily: the browser bundle gets one chunk per page, and the build
 * script reads this table (one `id: () => import('path')` per line) to preload the right chunk.
 */
export const pageModules: Record<string, () => Promise<PageModule>> = {
  home: () => import('./home/HomePage'),
  notFound: () => import('./errors/NotFoundPage'),
  forbidden: () => import('./errors/NotFoundPage'),
  getApp: () => import('./get-app/GetAppPage'),
  eventsManual: () => import('./manuals/EventsManualPage'),
  inspectionManual: () => import('./manuals/InspectionManualPage'),
  cookiesPolicy: () => import('./policies/PolicyPage'),
  personalDataPolicy: () => import('./policies/PolicyPage'),
  privacyPolicy: () => import('./policies/PolicyPage'),
  formPage: () => import('./forms/FormPage'),
  subscription: () => import('./forms/SubscriptionPage'),
  charityEvents: () => import('./charity-events/EventsListPage'),
  charityEventsEmpty: () => import('./charity-events/EventsEmptyPage'),
  charityEvent: () => import('./charity-events/EventPage'),
  charityEventDeleted: () => import('./charity-events/EventDeletedPage'),
  profileCharityEvents: () => import('./profile-events/OwnEventsPage'),
  profileCreateCharityEvent: () => import('./profile-events/EventEditorPage'),
  profileEditCharityEvent: () => import('./profile-events/EventEditorPage'),
  profileMyCharityEvents: () => import('./profile-events/MyEventsPage'),
  profileEventRoster: () => import('./volunteers/RosterPage'),
  profileEventCheckIn: () => import('./volunteers/CheckInPage'),
  volunteerLink: () => import('./volunteers/VolunteerLinkPage'),
  profileRecyclingPoints: () => import('./profile-facilities/OwnFacilitiesPage'),
  profileCreateRecyclingPoint: () => import('./profile-facilities/FacilityEditorPage'),
  profileEditRecyclingPoint: () => import('./profile-facilities/FacilityEditorPage'),
  recyclingPointsFinder: () => import('./recycling-points/FinderPage'),
  recyclingPoint: () => import('./recycling-points/PublicFacilityPage'),
  osmFacility: () => import('./recycling-points/OsmFacilityPage'),
  login: () => import('./auth/LoginPage'),
  registration: () => import('./auth/RegistrationPage'),
  registrationSuccess: () => import('./auth/RegistrationSuccessPage'),
  recovery: () => import('./auth/RecoveryPage'),
  logout: () => import('./auth/LogoutPage'),
  profileLogout: () => import('./auth/LogoutPage'),
  profile: () => import('./profile/ProfilePage'),
  profileDeleteAccount: () => import('./profile/DeleteAccountPage'),
  deleteAccountConfirm: () => import('./profile/DeleteAccountPage'),
  accountDeleted: () => import('./profile/DeleteAccountPage'),
  profileBalance: () => import('./profile-balance/BalancePage'),
  profileEmailConfirm: () => import('./profile-balance/EmailConfirmPage'),
  managerOverview: () => import('./manager/ManagerOverviewPage'),
  managerRequests: () => import('./manager/ManagerRequestsPage'),
  managerRequest: () => import('./manager/ManagerRequestPage'),
  managerFacilities: () => import('./manager/ManagerFacilitiesPage'),
  managerFacility: () => import('./manager/ManagerFacilityPage'),
  managerTrust: () => import('./manager/ManagerTrustPage'),
  facilityReport: () => import('./recycling-points/FacilityReportPage'),
  facilityStillCorrect: () => import('./recycling-points/FacilityStillCorrectPage'),
  managerEvents: () => import('./manager/ManagerEventsPage'),
  managerEvent: () => import('./manager/ManagerEventPage'),
  googleAuth: () => import('./auth/RegistrationPage'),
  googleAuthError: () => import('./google/GoogleAuthErrorPage'),
  confirmMerge: () => import('./google/ConfirmMergePage'),
  whatGoesWhere: () => import('./guide/WhatGoesWherePage'),
  guideSearch: () => import('./guide/GuideSearchPage'),
  guideItem: () => import('./guide/GuideItemPage'),
  managerGuide: () => import('./manager/ManagerGuidePage'),
};
