import type { Edition } from './types';

export const international: Edition = {
  id: 'international',
  brand: 'EcoPortal',
  defaultLocale: 'en-US',
  locales: ['en-US'],
  siteUrl: 'https://eco-portal.example.org',
  contacts: {
    email: { link: 'mailto:support@eco-portal.example.org', text: 'support@eco-portal.example.org' },
    // 555-01xx is the North American range reserved for fiction.
    tel1: { link: 'tel:+12025550100', text: '+1 202 555 0100' },
  },
  supportEmail: 'support@eco-portal.example.org',
  partnerLinks: [],
  socials: [
    { name: 'twitter', link: 'https://x.example.org/ecoportal' },
    { name: 'linkedIn', link: 'https://linkedin.example.org/company/ecoportal' },
    { name: 'inst', link: 'https://instagram.example.org/ecoportal' },
  ],
  shareTargets: ['whatsapp', 'telegram', 'twitter'],
  appStores: {
    android: 'https://play.example.org/store/apps/details?id=org.example.ecoportal',
    ios: 'https://apps.example.org/app/eco-portal/id000000000',
  },
  appCurrency: 'USD',
  defaultPhoneCountry: 'AR',
  phoneCountries: 'all',
  taxIdName: 'CUIT',
  policyLinks: [{ titleKey: 'layout.privacyPolicy', url: '/privacy-policy' }],
  privacyLawKey: 'policy.lawIntl',
  thirdPartySignIn: true,
  mainCities: [
    { id: 'newYork', lat: 40.7128, lng: -74.006, locales: ['en-US'] },
    { id: 'buenosAires', lat: -34.6037, lng: -58.3816, locales: ['es-AR'] },
  ],
  adultAge: 18,
};
