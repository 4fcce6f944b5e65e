import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { GuideItemCard } from '../../components/guide/GuideItemCard';
import { GuideFacilities } from '../../components/guide/GuideFacilities';
import { GuideSearchBox } from '../../components/guide/GuideSearchBox';
import { GuideDrivesCard } from '../../components/drives/GuideDrivesCard';
import type { GuideItemPageData } from '../../shared/guide/types';
import { localizedPath } from '../../shared/locale-negotiation';

/** /what-goes-where/:slug: the item's card and the nearest points that take all of its materials. */
export default function GuideItemPage({ data }: PageProps<GuideItemPageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  return (
    <div className="flex flex-col gap-6" data-testid="guide-item">
      <a className="link self-start" href={localizedPath(snapshot.edition, snapshot.locale, '/what-goes-where')}>
        {t('guide.item.back')}
      </a>
      <GuideItemCard item={data.item} heading="h1" />
      {data.drives && <GuideDrivesCard drives={data.drives} />}
      {data.points && (
        <GuideFacilities
          {...data.points}
          title={t(data.points.origin ? 'guide.item.nearest' : 'guide.item.taking')}
          locate={{
            path: localizedPath(snapshot.edition, snapshot.locale, `/what-goes-where/${data.item.slug}`),
            state: {},
          }}
        />
      )}
      <GuideSearchBox id="guide-q-item" />
    </div>
  );
}
