import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/** 'Page not found: {path}' (docs/product.md §8); also the /404/ target of role guards. */
export default function NotFoundPage({ data }: PageProps<{ path?: string } | null>) {
  const { snapshot, i18n } = useApp();
  const path = data?.path;
  return (
    <section className="py-16 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-primary m-0">404</p>
      <h1 className="text-2xl mt-4">
        {path ? i18n.t('errors.pageNotFound', { path }) : i18n.t('errors.pageNotFoundGeneric')}
      </h1>
      <p>
        <a href={localizedPath(snapshot.edition, snapshot.locale, '/')} className="link">
          {i18n.t('errors.backHome')}
        </a>
      </p>
    </section>
  );
}
