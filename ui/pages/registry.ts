import type { ComponentType } from 'react';
import type { PageProps } from '../app/App';

export interface PageModule {
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
};
