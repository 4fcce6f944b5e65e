import { useEffect, useRef, type ChangeEvent } from 'react';
import { useApp } from '../../app/context';
import { materialIconClass } from '../../shared/finder/display';
import type { FinderPageData } from '../../shared/finder/page-data';

/** Set while the page reloads after a chip was tapped, so the materials stay unfolded on phones. */
const KEEP_MATERIALS_OPEN = 'eco.finder.materialsOpen';

/**
 * The finder's filters: a GET form, complete without JavaScript (the "Find" button submits it).
 * Its one search box takes an item ("батарейки") as well as a point's name or address (ADR 160).
 * With JavaScript a material chip or the open-now toggle applies as it is tapped: the form submits
 * itself, so the URL (and every other control built from it: paging, "use my location", the
 * language switch) always carries the filters shown. On phones the thirteen chips fold into a
 * "Materials" disclosure so the results stay above the fold; from 640px they are always shown.
 */
export function FinderFilters({ data, path }: { data: FinderPageData; path: string }) {
  const { i18n } = useApp();
  const t = i18n.t;
  const { query } = data;
  const itemMaterials = new Set(data.item?.materials.map((m) => m.slug) ?? []);
  const form = useRef<HTMLFormElement>(null);
  const materials = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(KEEP_MATERIALS_OPEN) && materials.current) materials.current.open = true;
      sessionStorage.removeItem(KEEP_MATERIALS_OPEN);
    } catch {
      // Storage blocked: the disclosure simply starts folded.
    }
  }, []);

  const applyAtOnce = (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.type !== 'checkbox') return;
    if (input.name === 'material') {
      try {
        sessionStorage.setItem(KEEP_MATERIALS_OPEN, '1');
      } catch {
        // Not essential.
      }
    }
    form.current?.requestSubmit();
  };

  return (
    <form
      ref={form}
      method="get"
      action={path}
      role="search"
      className="card p-4 sm:p-6 flex flex-col gap-4"
      data-testid="finder-form"
      onChange={applyAtOnce}
    >
      <div className="flex flex-wrap gap-3 items-end">
        <label className="flex flex-col gap-1 flex-1 min-w-[170px]">
          <span className="text-sm font-medium text-slate-700">{t('guideBox.label')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            placeholder={t('guideBox.placeholder')}
            className="h-[46px] rounded-xl border border-slate-300 px-4 text-base"
            data-testid="finder-q"
          />
        </label>
        {query.near && <input type="hidden" name="near" value={`${query.near.lat},${query.near.lng}`} />}
        {query.byName && <input type="hidden" name="by" value="name" />}
        <button type="submit" className="btn btn-primary" data-testid="finder-submit">
          {t('finder.search.submit')}
        </button>
      </div>
      <details ref={materials} className="finder-materials" data-testid="finder-materials">
        <summary data-testid="finder-materials-toggle">
          {query.materials.length > 0
            ? t('finder.materialsChosen', { n: query.materials.length })
            : t('finder.materials')}
        </summary>
        <fieldset className="m-0 p-0 border-0 flex flex-wrap gap-2">
          <legend className="finder-materials-legend mb-2 text-sm font-medium text-slate-700">
            {t('finder.materials')}
          </legend>
          {data.materials.map((m) => (
            <label key={m.slug} className={`finder-chip ${materialIconClass(m.slug)}`}>
              {/* The searched item's materials are on while its name is in the box (the server adds them back). */}
              <input
                type="checkbox"
                name="material"
                value={m.slug}
                defaultChecked={query.materials.includes(m.slug)}
                disabled={itemMaterials.has(m.slug)}
                data-testid={`finder-material-${m.slug}`}
              />
              <span>{m.name}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <label className="inline-flex items-center gap-2 self-start cursor-pointer">
        <input
          type="checkbox"
          name="open"
          value="now"
          defaultChecked={query.openNow}
          className="w-5 h-5"
          data-testid="finder-open-now"
        />
        <span className="font-medium">{t('finder.openNow')}</span>
      </label>
    </form>
  );
}
