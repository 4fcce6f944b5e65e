import { proxy } from 'valtio';

/** The current page's data as the worker loaded it (docs/product.md pages): seeded from the snapshot. */
export const createPageState = () => proxy({ page: '' as string, data: null as unknown });

export type PageState = ReturnType<typeof createPageState>;
export const pageState: PageState = createPageState();
