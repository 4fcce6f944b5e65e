import { useApp } from '../../app/context';
import { SpriteIcon } from './Icon';
import { STORE_SYMBOLS } from './icon-sprite';

/** Android and iOS store links (docs/product.md §1) as dark badge-style buttons with localised text. */
export function StoreButtons({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { snapshot, i18n } = useApp();
  const { appStores } = snapshot.edition;
  const pad = size === 'sm' ? 'px-3 py-2 text-sm' : 'px-4 py-2.5 text-base';
  const badge = `store-badge ${pad}`;
  return (
    <div className="flex flex-wrap gap-3" data-testid="store-buttons">
      <a href={appStores.android} className={badge} target="_blank" rel="noreferrer" data-testid="store-android">
        <SpriteIcon id={STORE_SYMBOLS.android} size={22} />
        <span>{i18n.t('common.storeGooglePlay')}</span>
      </a>
      <a href={appStores.ios} className={badge} target="_blank" rel="noreferrer" data-testid="store-ios">
        <SpriteIcon id={STORE_SYMBOLS.ios} size={22} />
        <span>{i18n.t('common.storeAppStore')}</span>
      </a>
    </div>
  );
}
