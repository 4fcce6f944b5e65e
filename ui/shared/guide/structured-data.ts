/**
 * schema.org for an item page: a HowTo ("how to dispose of X") whose steps are the preparation tip
 * and where to take it, plus the warning as a step of its own; search engines show it as an answer.
 */
import type { JsonLd } from '../structured-data';
import type { GuideItemView } from './types';

export interface GuideItemLdTexts {
  /** "Where to take: {item}" in the page's language, already filled. */
  name: string;
  /** "Take it to a point that accepts: …", already filled (or the plain answer). */
  take: string;
}

export function guideItemJsonLd(item: GuideItemView, url: string, texts: GuideItemLdTexts, locale: string): JsonLd {
  const steps = [item.tip, item.hazard, item.materials.length ? texts.take : item.answer].filter(
    (s): s is string => !!s,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: texts.name,
    inLanguage: locale,
    url,
    description: item.materials.length ? texts.take : (item.answer ?? texts.take),
    ...(item.synonyms.length ? { alternateName: item.synonyms.slice(0, 5) } : {}),
    step: steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
  };
}
