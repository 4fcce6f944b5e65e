import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../app/context';
import { EventDateRange } from '../../components/events/EventDate';
import { createTranslator } from '../../shared/i18n';
import type { CharityEvent } from '../../shared/events/model';
import type { Snapshot } from '../../shared/snapshot';
import { descriptionAfterSummary, prepare } from './EventPage';

/**
 * The event page's `prepare` runs before hydration (ui/client/hydrate.tsx): after it, rendering the
 * page's date range must build no date formatter (ICU's start-up, the first one of a page, is a
 * long task on a phone), i.e. prepare remembers exactly what EventDateRange shows.
 */
describe('the event page prepares its date range before hydration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // Instants no other test formats, so nothing is remembered before prepare.
  const range = (minute: number) => {
    const startsAt = Date.UTC(2031, 4, 17, 7, minute);
    return { event: { startsAt, endsAt: startsAt + 3 * 3_600_000, timeZone: 'Asia/Almaty' } as CharityEvent, startsAt };
  };
  const snapshot = { locale: 'ru-KZ', renderedAt: new Date(Date.UTC(2031, 0, 1)).toISOString() } as Snapshot;
  const render = (startsAt: number) =>
    renderToStaticMarkup(
      <AppContext.Provider value={{ snapshot, i18n: createTranslator('ru-KZ', {}) }}>
        <EventDateRange id="event-dates" startsAt={startsAt} endsAt={startsAt + 3 * 3_600_000} timeZone="Asia/Almaty" />
      </AppContext.Provider>,
    );

  it('takes the text the server rendered and formats nothing', () => {
    const { event, startsAt } = range(13);
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'event-dates' ? { textContent: 'как на сервере' } : null),
    });
    prepare({ event } as Parameters<typeof prepare>[0], snapshot);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(render(startsAt)).toBe('<time id="event-dates" dateTime="2031-05-17T07:13Z">как на сервере</time>');
    expect(built).not.toHaveBeenCalled();
  });

  it('without the server\u2019s element, formats in prepare, not in the render', () => {
    const { event, startsAt } = range(14);
    vi.stubGlobal('document', { getElementById: () => null });
    prepare({ event } as Parameters<typeof prepare>[0], snapshot);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(render(startsAt)).toMatch(/^<time id="event-dates" dateTime="2031-05-17T07:14Z">.*2031.*<\/time>$/);
    expect(built).not.toHaveBeenCalled();
  });
});

describe('the event page shows its summary once', () => {
  it('drops the summary from the start of the description, whatever the spacing', () => {
    expect(
      descriptionAfterSummary('Убираем берег (с детьми).', 'Убираем  берег\n(с детьми).\n\nВозьмите перчатки.'),
    ).toBe('Возьмите перчатки.');
    expect(descriptionAfterSummary('Убираем берег', 'Убираем берег')).toBeNull();
    expect(descriptionAfterSummary('Убираем берег', 'Берег ждёт нас.')).toBe('Берег ждёт нас.');
    expect(descriptionAfterSummary('Убираем берег', 'Убираем берега реки.')).toBe('Убираем берега реки.');
    expect(descriptionAfterSummary('Убираем берег', 'Убираем берег.\nВозьмите перчатки.')).toBe('Возьмите перчатки.');
    expect(descriptionAfterSummary(null, 'Берег ждёт нас.')).toBe('Берег ждёт нас.');
  });
});
