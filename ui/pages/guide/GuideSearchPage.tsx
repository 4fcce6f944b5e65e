import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { GuideItemCard } from '../../components/guide/GuideItemCard';
import { GuideDrivesCard } from '../../components/drives/GuideDrivesCard';
import { GuideFacilities } from '../../components/guide/GuideFacilities';
import { GuideSearchBox } from '../../components/guide/GuideSearchBox';
import type { GuideSearchPageData } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * /what-goes-where/search?q=: the best item's card with its nearest points, other items it may
 * be, and points whose name or address match; "nothing found" is counted for the managers.
 */
export default function GuideSearchPage({ data }: PageProps<GuideSearchPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const href = (path: string) => localizedPath(snapshot.edition, snapshot.locale, path);
  const [first, ...others] = data.items;
  const nothing = !first && data.facilityMatches.total === 0;
  return (
    <div className="flex flex-col gap-6" data-testid="guide-results">
      <h1 className="section-title">{t('guide.search.resultsTitle', { q: data.q })}</h1>
      <GuideSearchBox q={data.q} />
      {nothing && (
        <p className="m-0 card p-5" data-testid="guide-nothing">
          {t('guide.search.nothing', { q: data.q })}{' '}
          <a className="link" href={href('/what-goes-where')}>
            {t('guide.search.browse')}
          </a>
        </p>
      )}
      {data.parts && (
        <section aria-labelledby="guide-parts" data-testid="guide-parts">
          <h2 id="guide-parts" className="m-0 mb-2 text-xl font-semibold">
            {t('guide.search.parts')}
          </h2>
          <ul className="list-none m-0 p-0 flex flex-col gap-1">
            {data.parts.map((p) => (
              <li key={p.q}>
                {p.q}:{' '}
                <a className="link" href={href(`/what-goes-where/${p.item.slug}`)} data-testid="guide-part">
                  {p.item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {first && data.inferred && (
        <p className="m-0 card p-5" data-testid="guide-inferred">
          {t('guide.search.inferred', { material: first.materials.map((m) => m.name).join(', ') || first.name })}
        </p>
      )}
      {first && <GuideItemCard item={first} link />}
      {data.drives && <GuideDrivesCard drives={data.drives} />}
      {data.points && (
        <GuideFacilities
          {...data.points}
          title={t(data.points.origin ? 'guide.item.nearest' : 'guide.item.taking')}
          locate={{ path: href('/what-goes-where/search'), state: { q: data.q } }}
        />
      )}
      {others.length > 0 && (
        <section aria-labelledby="guide-others" data-testid="guide-others">
          <h2 id="guide-others" className="m-0 mb-2 text-xl font-semibold">
            {t('guide.search.otherItems')}
          </h2>
          <ul className="list-none m-0 p-0 flex flex-wrap gap-2">
            {others.map((i) => (
              <li key={i.slug}>
                <a
                  className="btn btn-sm btn-secondary"
                  href={href(`/what-goes-where/${i.slug}`)}
                  data-testid="guide-other"
                >
                  {i.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* With an item found, its points are above: name/address matches shrink to a link (they mostly match the material's name). */}
      {data.facilityMatches.total > 0 &&
        (first ? (
          <p className="m-0">
            <a className="link" href={data.facilityMatches.finderHref} data-testid="guide-matches-link">
              {t('guide.search.facilitiesLink', { n: data.facilityMatches.total })}
            </a>
          </p>
        ) : (
          <GuideFacilities
            entries={data.facilityMatches.entries}
            total={data.facilityMatches.total}
            finderHref={data.facilityMatches.finderHref}
            title={t('guide.search.points')}
            name="guide-matches"
          />
        ))}
    </div>
  );
}
