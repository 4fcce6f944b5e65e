import { useApp } from '../../app/context';
import { localizedPath } from '../../shared/locale-negotiation';

/**
 * The one search box of home and the finder: a GET form to the guide's results page, which answers
 * with matching items (what goes where) and with points by name or address. No JavaScript needed.
 */
export function GuideSearchBox({
  q = '',
  tone = 'card',
  id = 'guide-q',
}: {
  q?: string;
  tone?: 'card' | 'hero';
  id?: string;
}) {
  const { snapshot, i18n } = useApp();
  const t = i18n.t;
  const action = localizedPath(snapshot.edition, snapshot.locale, '/what-goes-where/search');
  const hero = tone === 'hero';
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={hero ? 'flex flex-col gap-2 max-w-2xl' : 'card p-4 sm:p-5 flex flex-col gap-2'}
      data-testid="guide-search"
    >
      <label htmlFor={id} className={`text-sm font-semibold ${hero ? 'text-white' : 'text-slate-700'}`}>
        {t('guideBox.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          required
          autoComplete="off"
          placeholder={t('guideBox.placeholder')}
          className="search-input"
          data-testid="guide-search-q"
        />
        <button type="submit" className={hero ? 'btn btn-light' : 'btn btn-primary'} data-testid="guide-search-submit">
          {t('guideBox.submit')}
        </button>
      </div>
    </form>
  );
}
