import { useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../../app/context';
import { authenticatedFetch } from '../../client/authenticated-fetch';
import { localizedPath } from '../../shared/locale-negotiation';
import { CARD } from './styles';

const KINDS = ['day_before', 'on_the_day', 'thank_you', 'updates'] as const;

/**
 * The volunteer's mail about their events, each kind on or off (docs/decisions/156-event-reminders.md);
 * live notifications always arrive. A form that posts to /profile/my-charity-events (works without
 * JavaScript: a ticked box is a kind that is sent, the page comes back with `?mail=saved`); with
 * JavaScript each change is saved at once through /api/web/v1/profile/volunteer-mail and the
 * button goes away.
 */
export function VolunteerMailPrefs({ off, saved = false }: { off: readonly string[]; saved?: boolean }) {
  const { snapshot, i18n } = useApp();
  const { t } = i18n;
  const [on, setOn] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(KINDS.map((k) => [k, !off.includes(k)])),
  );
  const [note, setNote] = useState(saved ? t('volunteers.prefs.saved') : '');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const change = async (kind: string, value: boolean) => {
    setOn((prev) => ({ ...prev, [kind]: value }));
    setNote('');
    try {
      const result = await authenticatedFetch('/api/web/v1/profile/volunteer-mail', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ [kind]: value }),
      });
      if (result.state === 'cancelled' || !result.response.ok) throw new Error('not saved');
      setNote(t('volunteers.prefs.saved'));
    } catch {
      setOn((prev) => ({ ...prev, [kind]: !value }));
      setNote(t('events.errors.generic'));
    }
  };
  // With JavaScript every change is already saved; nothing is left to post.
  const keep = (e: FormEvent) => e.preventDefault();

  return (
    <section
      className={`${CARD} flex flex-col gap-3`}
      aria-labelledby="mail-prefs-title"
      data-testid="volunteer-mail-prefs"
    >
      <h2 id="mail-prefs-title" className="m-0 text-lg font-semibold">
        {t('volunteers.prefs.title')}
      </h2>
      <p className="m-0 text-sm text-slate-600">{t('volunteers.prefs.text')}</p>
      <form
        method="post"
        action={localizedPath(snapshot.edition, snapshot.locale, '/profile/my-charity-events')}
        onSubmit={keep}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="mail-prefs" />
        {KINDS.map((k) => (
          <label key={k} className="flex items-center gap-3">
            <input
              type="checkbox"
              name={k}
              value="on"
              className="h-5 w-5 accent-[#2b7562]"
              checked={on[k]}
              onChange={(e) => void change(k, e.currentTarget.checked)}
              data-testid={`mail-pref-${k}`}
            />
            <span>{t(`volunteers.kinds.${k}`)}</span>
          </label>
        ))}
        {!hydrated && (
          <button type="submit" className="btn btn-secondary btn-sm self-start" data-testid="mail-prefs-save">
            {t('volunteers.prefs.save')}
          </button>
        )}
      </form>
      <span className="text-sm text-primary-dark" role="status" aria-live="polite" data-testid="mail-prefs-note">
        {note}
      </span>
    </section>
  );
}
