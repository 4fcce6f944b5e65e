/**
 * Sign-in with Google (OpenID Connect through oauth4webapi and jose): the flow, account linking and
 * merging, the local stand-in for tests and development, and the linked identities' SQL all live in
 * this folder; this file is all that the rest of the worker may import from it.
 */
export { googleAuth } from './auth-routes';
export { googleMerge } from './merge-routes';
export { googleProfile } from './profile-routes';
export { googleStandIn } from './stand-in-routes';
export { googleSignInAvailable } from './provider-config';
export { loadSignInMethods } from './sign-in-methods';
