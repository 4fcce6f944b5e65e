/**
 * `npm run dev` fires the Cron Triggers of wrangler.toml on their schedule (ADR 201): wrangler dev
 * never does, and with [assets] its own /cdn-cgi/handler/scheduled reaches miniflare's asset router,
 * which has no scheduled handler ("exception", 500). wrangler's --test-scheduled /__scheduled route
 * lives in the worker itself, so it works: this calls it at every minute the cron expression
 * matches (UTC, as Cloudflare's triggers), and once at start so due reminders show at once.
 */

/** The values a cron field allows: `*`, `*\/n`, `a`, `a-b`, `a-b/n`, comma lists. */
function fieldValues(field, min, max) {
  const values = new Set();
  for (const part of field.split(',')) {
    const [range, stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let [from, to] = range === '*' ? [min, max] : range.split('-').map(Number);
    if (to === undefined) to = stepText === undefined ? from : max;
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max)
      throw new Error(`unsupported cron field "${field}"`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** Whether the five-field cron expression fires in the UTC minute of `date`. */
export function cronMatches(expression, date) {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`expected five cron fields in "${expression}"`);
  const [minute, hour, day, month, weekday] = fields;
  const weekdays = fieldValues(weekday, 0, 7);
  const dayOk = fieldValues(day, 1, 31).has(date.getUTCDate());
  const weekdayOk = weekdays.has(date.getUTCDay()) || (date.getUTCDay() === 0 && weekdays.has(7));
  // As in cron: with both day of month and weekday restricted, either one matching is enough.
  const dateOk = day !== '*' && weekday !== '*' ? dayOk || weekdayOk : dayOk && weekdayOk;
  return (
    fieldValues(minute, 0, 59).has(date.getUTCMinutes()) &&
    fieldValues(hour, 0, 23).has(date.getUTCHours()) &&
    fieldValues(month, 1, 12).has(date.getUTCMonth() + 1) &&
    dateOk
  );
}

/**
 * Fires each cron through `trigger(cron)` now and then at every matching minute; `stop()` ends it.
 * A failed trigger is reported through `log` and retried at the cron's next minute.
 */
export function startCronRunner({ crons, trigger, log = console.log, now = () => new Date() }) {
  let timer;
  const fire = async (cron) => {
    try {
      await trigger(cron);
    } catch (error) {
      log(`Scheduled run "${cron}" failed: ${error.message}`);
    }
  };
  const tick = () => {
    const at = now();
    for (const cron of crons) if (cronMatches(cron, at)) void fire(cron);
    schedule();
  };
  // Wake a second into each minute (timers drift; a minute is never skipped or run twice).
  const schedule = () => {
    const at = now().getTime();
    timer = setTimeout(tick, 60_000 - (at % 60_000) + 1000);
    timer.unref?.();
  };
  for (const cron of crons) void fire(cron);
  schedule();
  return { stop: () => clearTimeout(timer) };
}
