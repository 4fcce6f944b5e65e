import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { GuideSearchBox } from '../../components/guide/GuideSearchBox';
import type { GuideBrowsePageData } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/** /what-goes-where: the search box and every item by category, each linking to its page. */
export default function WhatGoesWherePage({ data }: PageProps<GuideBrowsePageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (slug: string) => localizedPath(snapshot.edition, snapshot.locale, `/what-goes-where/${slug}`);
  return (
    <div className="flex flex-col gap-8" data-testid="guide-browse">
      <header className="flex flex-col gap-2">
        <h1 className="section-title">{t('guide.title')}</h1>
        <p className="m-0 text-slate-600 max-w-3xl">{t('guide.lead')}</p>
      </header>
      <GuideSearchBox />
      <nav aria-label={t('guide.browse.categories')}>
        <ul className="list-none m-0 p-0 flex flex-wrap gap-2">
          {data.categories.map((c) => (
            <li key={c.id}>
              <a className="btn btn-sm btn-secondary" href={`#cat-${c.id}`}>
                {t(`guide.category.${c.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.categories.map((c) => (
        <section
          key={c.id}
          id={`cat-${c.id}`}
          aria-labelledby={`cat-${c.id}-title`}
          data-testid={`guide-category-${c.id}`}
        >
          <h2 id={`cat-${c.id}-title`} className="m-0 mb-3 text-xl font-semibold">
            {t(`guide.category.${c.id}`)}
          </h2>
          <ul className="list-none m-0 p-0 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {c.items.map((i) => (
              <li key={i.slug}>
                <a className="link" href={href(i.slug)}>
                  {i.name}
                </a>
                {i.hazardous && (
                  <span className="ml-2 text-xs font-semibold text-rose-700">{t('guide.browse.hazardous')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
