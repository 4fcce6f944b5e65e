import type { PageProps } from '../../app/App';
import { useApp } from '../../app/context';
import { ConsoleShell } from '../../components/manager/ConsoleShell';
import { consoleHref } from '../../components/manager/console-links';
import type { ManagerGuidePageData } from '../../shared/guide/types';

const LANGS = ['ru', 'kk', 'en', 'es'] as const;
type Suggestion = ManagerGuidePageData['misses'][number]['suggestion'];
const defaultLang = (locale: string) =>
  locale === 'kk-KZ' ? 'kk' : locale === 'en-US' ? 'en' : locale === 'es-AR' ? 'es' : 'ru';

/**
 * /manager/guide: what visitors searched for and the guide did not know (last 30 days, most
 * frequent first). Each term can become a synonym of an item or a new item; both are live at once.
 */
export default function ManagerGuidePage({ data }: PageProps<ManagerGuidePageData>) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const action = consoleHref(snapshot, '/manager/guide');
  const lang = defaultLang(snapshot.locale);
  const langSelect = (id: string, selected: string = lang) => (
    <label className="flex flex-col gap-1 text-sm">
      {t('guide.manager.lang')}
      <select name="lang" defaultValue={selected} id={id} className="h-10 rounded-lg border border-slate-300 px-2">
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {t(`guide.manager.langs.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
  const forms = (term: string, key: string, suggestion: Suggestion = null) => (
    <div className="grid gap-3 lg:grid-cols-2">
      <form method="post" action={action} className="flex flex-wrap items-end gap-2" data-testid="guide-synonym-form">
        <input type="hidden" name="intent" value="synonym" />
        {term ? (
          <input type="hidden" name="term" value={term} />
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            {t('guide.manager.term')}
            <input
              name="term"
              required
              minLength={2}
              maxLength={100}
              className="h-10 rounded-lg border border-slate-300 px-2"
            />
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm">
          {t('guide.manager.item')}
          <input
            name="item"
            list="guide-items"
            defaultValue={suggestion?.slug}
            required
            pattern="[a-z0-9-]+"
            className="h-10 rounded-lg border border-slate-300 px-2"
            data-testid="guide-synonym-item"
          />
        </label>
        {langSelect(`${key}-slang`, suggestion?.lang)}
        <button type="submit" className="btn btn-sm btn-primary">
          {t('guide.manager.addSynonym')}
        </button>
      </form>
      <form method="post" action={action} className="flex flex-wrap items-end gap-2" data-testid="guide-item-form">
        <input type="hidden" name="intent" value="item" />
        {term ? (
          <input type="hidden" name="term" value={term} />
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            {t('guide.manager.term')}
            <input
              name="term"
              required
              minLength={2}
              maxLength={100}
              className="h-10 rounded-lg border border-slate-300 px-2"
            />
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm">
          {t('guide.manager.name')}
          <input
            name="name"
            defaultValue={term}
            required
            minLength={2}
            maxLength={100}
            className="h-10 rounded-lg border border-slate-300 px-2"
          />
        </label>
        {langSelect(`${key}-ilang`)}
        <label className="flex flex-col gap-1 text-sm">
          {t('guide.manager.category')}
          <select name="category" className="h-10 rounded-lg border border-slate-300 px-2">
            {data.categories.map((c) => (
              <option key={c} value={c}>
                {t(`guide.category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="m-0 p-0 border-0 flex flex-wrap gap-2 text-sm">
          <legend className="mb-1">{t('guide.manager.materials')}</legend>
          {data.materials.map((m) => (
            <label key={m.slug} className="inline-flex items-center gap-1">
              <input type="checkbox" name="material" value={m.slug} />
              {m.name}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-sm btn-secondary">
          {t('guide.manager.addItem')}
        </button>
      </form>
    </div>
  );
  return (
    <ConsoleShell
      section="guide"
      title={t('guide.manager.title')}
      flash={data.flash ? { tone: data.flash.tone, key: '', text: data.flash.text } : null}
    >
      <p className="m-0 text-slate-600 max-w-3xl">{t('guide.manager.lead')}</p>
      <datalist id="guide-items">
        {data.items.map((i) => (
          <option key={i.slug} value={i.slug}>
            {i.name}
          </option>
        ))}
      </datalist>
      {data.misses.length === 0 ? (
        <p className="m-0 card p-5" data-testid="guide-misses-empty">
          {t('guide.manager.empty')}
        </p>
      ) : (
        <ol className="list-none m-0 p-0 flex flex-col gap-3" data-testid="guide-misses">
          {data.misses.map((m, i) => (
            <li key={m.term} className="card p-4 flex flex-col gap-3" data-testid="guide-miss" data-term={m.term}>
              <p className="m-0">
                <strong className="text-lg">«{m.term}»</strong>{' '}
                <span className="text-slate-600">
                  {i18n.plural('guide.manager.count', m.count, { day: m.lastDay })}
                </span>
              </p>
              {m.suggestion && (
                <form
                  method="post"
                  action={action}
                  className="flex flex-wrap items-center gap-3"
                  data-testid="guide-suggestion"
                  data-slug={m.suggestion.slug}
                >
                  <input type="hidden" name="intent" value="synonym" />
                  <input type="hidden" name="term" value={m.term} />
                  <input type="hidden" name="item" value={m.suggestion.slug} />
                  <input type="hidden" name="lang" value={m.suggestion.lang} />
                  <span className="text-slate-700">
                    {t(`guide.manager.suggest.${m.suggestion.how}`, { name: m.suggestion.name })}
                  </span>
                  <button type="submit" className="btn btn-sm btn-primary">
                    {t('guide.manager.suggest.add', {
                      name: m.suggestion.name,
                      lang: t(`guide.manager.langs.${m.suggestion.lang}`),
                    })}
                  </button>
                </form>
              )}
              {forms(m.term, `m${i}`, m.suggestion)}
            </li>
          ))}
        </ol>
      )}
      <section className="card p-4 flex flex-col gap-3">
        <h2 className="m-0 text-lg font-semibold">{t('guide.manager.manual')}</h2>
        {forms('', 'manual')}
      </section>
    </ConsoleShell>
  );
}
