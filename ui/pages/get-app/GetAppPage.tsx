import { useApp } from '../../app/context';
import { Icon, type IconName } from '../../components/common/Icon';
import { LogoMark } from '../../components/common/Logo';
import { StoreButtons } from '../../components/common/StoreButtons';
import { appStructuredData, jsonForScript } from './app-structured-data';

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'feature1', icon: 'map' },
  { key: 'feature2', icon: 'heart' },
  { key: 'feature3', icon: 'check' },
  { key: 'feature4', icon: 'mail' },
];

/** App download page (docs/product.md §2.1): features, store buttons and the app's structured data. */
export default function GetAppPage() {
  const { snapshot, i18n } = useApp();
  const { edition } = snapshot;
  const t = (key: string) => i18n.t(key, { brand: edition.brand });
  const structuredData = jsonForScript(appStructuredData(edition, t('getApp.lead')));
  return (
    <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] items-center py-4 md:py-8">
      <script
        type="application/ld+json"
        data-testid="app-jsonld"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped for a script element (jsonForScript)
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      <div>
        <span className="inline-flex items-center gap-2 rounded-full bg-primary-light text-primary-dark px-3 py-1 text-sm font-semibold">
          <Icon name="check" size={16} />
          {t('getApp.free')}
        </span>
        <h1 className="mt-5 mb-0 text-3xl sm:text-5xl font-bold tracking-tight leading-tight">{t('getApp.title')}</h1>
        <p className="mt-4 mb-0 text-lg text-slate-600 max-w-xl">{t('getApp.lead')}</p>
        <ul className="mt-8 mb-10 grid gap-4 list-none p-0">
          {FEATURES.map((f) => (
            <li key={f.key} className="flex items-start gap-4">
              <span className="inline-flex items-center justify-center w-10 h-10 shrink-0 rounded-xl bg-primary-light text-primary-dark">
                <Icon name={f.icon} size={20} />
              </span>
              <span className="pt-2 text-slate-800">{t(`getApp.${f.key}`)}</span>
            </li>
          ))}
        </ul>
        <StoreButtons />
      </div>
      <div className="flex justify-center" aria-hidden="true">
        <div className="app-showcase rounded-[40px] p-10 sm:p-14 flex items-center justify-center">
          <div className="phone-mock" style={{ transform: 'rotate(3deg)' }}>
            <div className="phone-mock__screen flex-col gap-4">
              <span className="rounded-2xl bg-white p-2 inline-flex">
                <LogoMark size={48} />
              </span>
              <span className="font-bold text-lg">{edition.brand}</span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
