/**
 * The console's list of searches that found no item, and the two ways to fix one: add the term as
 * a synonym of an existing item, or add a new item named by it. Plain form posts (no JavaScript
 * needed), post/redirect/get; the edge-cache middleware bumps the guide's cache scope after a
 * successful post (worker/middleware/edge-cache.ts), and this isolate rebuilds its index at once.
 * Each miss comes with a suggestion (worker/services/item-suggest.ts) to add it to in one click.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ITEM_CATEGORIES, ITEM_LANGS, type GuideItem } from '../../data/items';
import { MATERIAL_SLUGS } from '../../data/items/materials';
import type { ManagerGuidePageData } from '../../ui/shared/guide/types';
import { localizedPath } from '../../ui/shared/locale-negotiation';
import { pageRoute, tablePath } from '../../ui/shared/routes';
import type { AppEnv } from '../env';
import { addItem, addSynonym, listMisses } from '../data/guide';
import { requireRole } from '../lib/auth';
import { AppError } from '../lib/errors';
import { renderPage } from '../render/render-page';
import { forgetGuideIndex, guideIndex } from '../services/item-guide';
import { materialNames, namesIn } from '../services/item-guide-view';
import { suggestFor } from '../services/item-suggest';

export const guideManager = new Hono<AppEnv>();

const DAYS = 30;
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const many = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const Term = z.string().trim().min(2, 'guide.errors.term').max(100, 'guide.errors.term');
const Lang = z.enum(ITEM_LANGS, { message: 'guide.errors.lang' });
const SynonymForm = z.object({
  intent: z.literal('synonym'),
  term: Term,
  lang: Lang,
  item: z.string().regex(/^[a-z0-9-]{1,80}$/, 'guide.errors.unknownItem'),
});
const ItemForm = z.object({
  intent: z.literal('item'),
  term: Term,
  lang: Lang,
  name: Term,
  category: z.enum(ITEM_CATEGORIES, { message: 'guide.errors.category' }),
  material: z
    .array(z.enum(MATERIAL_SLUGS as [string, ...string[]], { message: 'guide.errors.material' }))
    .max(5, 'guide.errors.material'),
});
const Form = z.discriminatedUnion('intent', [SynonymForm, ItemForm], { message: 'guide.errors.invalid' });

const CYR: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  і: 'i',
};
/** A URL slug from a name in any of the guide's languages. */
function slugify(name: string): string {
  const latin = [
    ...name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  ]
    .map((ch) => CYR[ch] ?? ch)
    .join('');
  return (
    latin
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item'
  );
}

async function page(c: Context<AppEnv>, flash: ManagerGuidePageData['flash'], status: 200 | 422 = 200) {
  const locale = c.get('locale');
  const since = new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10);
  const [misses, index, names] = await Promise.all([
    listMisses(c.env.DB, since),
    guideIndex(c.env.DB),
    materialNames(c.env.DB, locale),
  ]);
  const collator = new Intl.Collator(locale);
  const data: ManagerGuidePageData = {
    misses: misses.map((m) => ({ ...m, suggestion: suggestFor(index, m.term, locale) })),
    items: [...index.items.values()]
      .map((i) => ({ slug: i.slug, name: namesIn(i, locale)[0]!, category: i.category }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    categories: [...ITEM_CATEGORIES],
    materials: MATERIAL_SLUGS.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
    flash,
  };
  return renderPage(c, { ...pageRoute('managerGuide'), data, status });
}

guideManager.get(tablePath('/manager/guide'), async (c) => {
  requireRole(c, 'manager');
  const done = c.req.query('done');
  const i18n = c.get('i18n');
  return page(
    c,
    done === 'synonym' || done === 'item' ? { tone: 'ok', text: i18n.t(`guide.manager.done.${done}`) } : null,
  );
});

guideManager.post(tablePath('/manager/guide'), async (c) => {
  const manager = requireRole(c, 'manager');
  const body = await c.req.parseBody({ all: true });
  const parsed = Form.safeParse({
    intent: one(body.intent),
    term: one(body.term),
    lang: one(body.lang),
    item: one(body.item),
    name: one(body.name) ?? one(body.term),
    category: one(body.category),
    material: many(body.material),
  });
  const i18n = c.get('i18n');
  const refuse = (key: string) => page(c, { tone: 'error', text: i18n.t(key) }, 422);
  if (!parsed.success)
    return refuse(
      parsed.error.issues[0]?.message.startsWith('guide.') ? parsed.error.issues[0].message : 'guide.errors.invalid',
    );
  const form = parsed.data;
  const index = await guideIndex(c.env.DB);
  const at = Date.now();
  const missKey = form.term.toLowerCase().replace(/\s+/g, ' ');
  if (form.intent === 'synonym') {
    if (!index.items.has(form.item)) return refuse('guide.errors.unknownItem');
    const added = await addSynonym(
      c.env.DB,
      { itemSlug: form.item, lang: form.lang, term: form.term },
      missKey,
      manager.id,
      at,
    );
    if (!added) return refuse('guide.errors.exists');
  } else {
    let slug = slugify(form.name);
    // 'search' is the results page's path segment; a taken slug gets a short suffix.
    if (slug === 'search' || index.items.has(slug)) slug = `${slug}-${at.toString(36).slice(-4)}`;
    const names = Object.fromEntries(
      ITEM_LANGS.map((l) => [l, l === form.lang ? [form.name, ...(form.term !== form.name ? [form.term] : [])] : []]),
    ) as GuideItem['names'];
    const item: GuideItem = {
      slug,
      category: form.category,
      materials: form.material as GuideItem['materials'],
      tip: null,
      hazard: null,
      waste: form.material.length ? null : 'general',
      names,
    };
    if (!(await addItem(c.env.DB, item, missKey, manager.id, at)))
      throw new AppError(409, 'conflict', 'guide.errors.exists');
  }
  forgetGuideIndex();
  return c.redirect(localizedPath(c.get('edition'), c.get('locale'), `/manager/guide?done=${form.intent}`), 303);
});
