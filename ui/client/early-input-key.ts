/** The window property where the bootstrap script lists the fields changed before hydration (worker/render/client-boot.ts). */
export const EARLY_INPUT_KEY = '__early';
