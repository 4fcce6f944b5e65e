import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/** Home (SPEC §2.1): what the portal offers each kind of user. Filled out by the layout issue. */
export default function HomePage() {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const brand = snapshot.edition.brand;
  return (
    <div className="flex flex-col gap-10">
      <section className="rounded-2xl bg-primary text-white px-6 py-12 md:px-12">
        <h1 className="m-0 text-3xl md:text-5xl font-bold max-w-3xl">{t('home.heroTitle', { brand })}</h1>
        <p className="mt-4 mb-0 text-lg max-w-2xl opacity-90">{t('home.heroText', { brand })}</p>
        <p className="mt-6 mb-0">
          <a className="inline-block px-5 py-3 rounded-lg bg-white text-primary font-semibold no-underline"
            href={localizedPath(snapshot.edition, snapshot.locale, '/charity-events')}>{t('home.ctaEvents')}</a>
        </p>
      </section>
    </div>
  );
}
