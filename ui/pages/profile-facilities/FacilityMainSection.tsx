import { useState } from 'react';
import { useApp } from '../../app/context';
import { Icon } from '../../components/common/Icon';
import { FacilityLocator } from '../../components/facility/FacilityLocator';
import { Field, INPUT, Section, aria, inputTone } from '../../components/facility/FormBits';
import type { FacilityForm } from '../../shared/facility/model';
import type { FacilityFormPageData } from '../../shared/facility/pages';

/** What a section of the point editor gets: the form, a patcher, and a field's shown problem. */
export interface SectionProps {
  form: FacilityForm;
  update: (patch: Partial<FacilityForm>) => void;
  problem: (path: string) => string | null;
}

/** The editor's first section: name, address, the map locator, coordinates (or "my location"), rules, comment. */
export function FacilityMainSection({
  form,
  update,
  problem,
  locator,
}: SectionProps & { locator: FacilityFormPageData['locator'] }) {
  const { i18n } = useApp();
  const t = i18n.t;
  const [geoState, setGeoState] = useState<'idle' | 'busy' | 'error'>('idle');

  function locateMe() {
    if (!('geolocation' in navigator)) return setGeoState('error');
    setGeoState('busy');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setGeoState('idle');
        update({
          coords: { lng: Number(pos.coords.longitude.toFixed(6)), lat: Number(pos.coords.latitude.toFixed(6)) },
        });
      },
      () => setGeoState('error'),
      // docs/product.md §9: position request timeout 1000 ms, max age 6000 ms, high accuracy.
      { timeout: 1000, maximumAge: 6000, enableHighAccuracy: true },
    );
  }

  const text = (path: 'name' | 'address', required: boolean) => (
    <Field path={path} label={t(`facility.form.${path}`)} required={required} error={problem(path)}>
      <input
        {...aria(path, problem(path))}
        value={form[path]}
        maxLength={path === 'name' ? 200 : 500}
        className={`${INPUT} ${inputTone(!!problem(path))}`}
        onChange={(e) => update({ [path]: e.target.value })}
      />
    </Field>
  );
  const coord = (key: 'lng' | 'lat') => {
    const path = `coords.${key}`;
    return (
      <Field path={path} label={t(`facility.form.${key}`)} required error={problem(path)}>
        <input
          {...aria(path, problem(path))}
          type="number"
          step="any"
          min={key === 'lng' ? -180 : -90}
          max={key === 'lng' ? 180 : 90}
          value={Number.isFinite(form.coords[key]) ? form.coords[key] : ''}
          className={`${INPUT} ${inputTone(!!problem(path))}`}
          onChange={(e) =>
            update({ coords: { ...form.coords, [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) } })
          }
        />
      </Field>
    );
  };

  return (
    <Section title={t('facility.form.sectionMain')}>
      <div className="grid gap-4">
        {text('name', true)}
        {text('address', true)}
        {locator && (
          <FacilityLocator
            locator={locator}
            coords={form.coords}
            onPick={(coords) => update({ coords })}
            onPlace={(p) => update({ address: p.address, coords: { lat: p.lat, lng: p.lng } })}
          />
        )}
        {/* Latitude first, as maps and phones give them; the order is said in words too (ADR 200). */}
        <p className="m-0 -mb-2 text-sm text-slate-600" data-testid="coords-order">
          {t('facility.locator.coordsOrder')}
        </p>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] items-start">
          {coord('lat')}
          {coord('lng')}
          <div className="sm:pt-6">
            <button
              type="button"
              className="btn btn-secondary w-full"
              onClick={locateMe}
              disabled={geoState === 'busy'}
              aria-busy={geoState === 'busy'}
              data-testid="use-location"
            >
              <Icon name="map" size={18} />
              {geoState === 'busy' ? t('common.loading') : t('facility.form.useLocation')}
            </button>
          </div>
        </div>
        {geoState === 'error' && (
          <p className="m-0 text-sm text-rose-700" role="alert">
            {t('facility.form.locationError')}
          </p>
        )}
        <Field
          path="collectionRules"
          label={t('facility.form.collectionRules')}
          required
          hint={t('facility.form.collectionRulesHint')}
          error={problem('collectionRules')}
        >
          <textarea
            {...aria('collectionRules', problem('collectionRules'))}
            rows={5}
            maxLength={4000}
            value={form.collectionRules}
            className={`${INPUT} ${inputTone(!!problem('collectionRules'))} h-auto min-h-[160px] py-2`}
            onChange={(e) => update({ collectionRules: e.target.value })}
          />
        </Field>
        <Field
          path="comment"
          label={t('facility.form.comment')}
          hint={t('facility.form.commentHint')}
          error={problem('comment')}
        >
          <textarea
            {...aria('comment', problem('comment'))}
            rows={3}
            maxLength={2000}
            value={form.comment}
            className={`${INPUT} ${inputTone(!!problem('comment'))} h-auto min-h-[80px] py-2`}
            onChange={(e) => update({ comment: e.target.value })}
          />
        </Field>
      </div>
    </Section>
  );
}
