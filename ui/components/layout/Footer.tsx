import { useApp } from '../../app/context';

export function Footer({ small }: { small: boolean }) {
  const { snapshot, i18n } = useApp();
  const { edition } = snapshot;
  const year = new Date(snapshot.renderedAt).getUTCFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 mt-8" data-testid={small ? 'footer-small' : 'footer'}>
      <div className="mx-auto px-4 md:px-6 py-6 flex flex-wrap gap-4 items-center justify-between" style={{ maxWidth: 1440 }}>
        <span className="text-sm text-slate-600">{i18n.t('layout.copyright', { year, brand: edition.brand })}</span>
        {!small && (
          <a className="text-sm text-primary" href={edition.contacts.email.link}>{edition.contacts.email.text}</a>
        )}
      </div>
    </footer>
  );
}
