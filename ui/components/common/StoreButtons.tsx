import { useApp } from '../../app/context';

const GOOGLE_PLAY = 'M4 3.5v17a1 1 0 0 0 1.5.9l14.8-8.5a1 1 0 0 0 0-1.8L5.5 2.6A1 1 0 0 0 4 3.5zM4.5 3l10 10M4.5 21l10-10';
const APPLE = 'M16.4 12.6c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z';

/** Android and iOS store links (SPEC §1) as dark badge-style buttons with localised text. */
export function StoreButtons({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { snapshot, i18n } = useApp();
  const { appStores } = snapshot.edition;
  const pad = size === 'sm' ? 'px-3 py-2 text-sm' : 'px-4 py-2.5 text-base';
  const badge = `inline-flex items-center gap-2.5 rounded-xl bg-slate-900 text-white no-underline font-semibold hover:bg-slate-700 transition-colors ${pad}`;
  return (
    <div className="flex flex-wrap gap-3" data-testid="store-buttons">
      <a href={appStores.android} className={badge} target="_blank" rel="noopener noreferrer" data-testid="store-android">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" aria-hidden="true"><path d={GOOGLE_PLAY} /></svg>
        <span>{i18n.t('common.storeGooglePlay')}</span>
      </a>
      <a href={appStores.ios} className={badge} target="_blank" rel="noopener noreferrer" data-testid="store-ios">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d={APPLE} /></svg>
        <span>{i18n.t('common.storeAppStore')}</span>
      </a>
    </div>
  );
}
