import { useApp } from '../../app/context';

/** "© OpenStreetMap contributors", linked to the copyright page: wherever OSM points are shown (ODbL). */
export function OsmAttribution({ className = '' }: { className?: string }) {
  const { i18n } = useApp();
  return (
    <p className={`m-0 text-sm text-slate-600 ${className}`} data-testid="osm-attribution">
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">
        {i18n.t('osm.attribution')}
      </a>
      {' · '}
      {i18n.t('osm.licence')}
    </p>
  );
}
