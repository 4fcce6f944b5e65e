import { useApp } from '../../app/context';
import type { GuideItemView } from '../../shared/guide/types';
import { GuideItemCard } from '../guide/GuideItemCard';

/**
 * What the finder's search words named (ADR 160): the item's card (materials, tip, warning) above
 * the points that take it, and the way back to a plain name and address search for the same words.
 */
export function FinderItem({ item, namesHref }: { item: GuideItemView; namesHref: string }) {
  const { i18n } = useApp();
  return (
    <div className="flex flex-col gap-2" data-testid="finder-item">
      <GuideItemCard item={item} link />
      <p className="m-0 text-sm text-slate-600">
        <a className="link" href={namesHref} data-testid="finder-item-names">
          {i18n.t('finder.item.byName')}
        </a>
      </p>
    </div>
  );
}
