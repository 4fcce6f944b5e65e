import type { ItemSeed } from './types';

/** Drink cartons (Tetra Pak and alike): a material of their own, taken where points accept cartons. */
export const CARTONS: ItemSeed[] = [
  { slug: 'milk-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Пакет из-под молока|тетрапак|тетра пак|молочный пакет|коробка от молока', kk: 'Сүт қорабы|тетрапак|тетра пак|сүт пакеті', en: 'Milk carton|Tetra Pak|tetrapak|drink carton', es: 'Cartón de leche|Tetra Pak|tetrabrik|envase de leche' },
  { slug: 'juice-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Пакет из-под сока|коробка от сока|сок в пакете', kk: 'Шырын қорабы|шырын пакеті', en: 'Juice carton|juice box', es: 'Cartón de jugo|caja de jugo|juguito' },
  { slug: 'kefir-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Пакет от кефира|пакет от йогурта питьевого|пакет от сливок', kk: 'Айран қорабы|кілегей қорабы', en: 'Kefir carton|cream carton|drinking yogurt carton', es: 'Cartón de crema|cartón de yogur bebible' },
  { slug: 'soup-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Пакет от томатной пасты|пакет от супа|коробка от соуса тетрапак', kk: 'Томат пастасы қорабы|сорпа қорабы', en: 'Soup carton|passata carton|tomato carton', es: 'Cartón de puré de tomate|cartón de sopa' },
  { slug: 'wine-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Вино в пакете|пакет от вина', kk: 'Қораптағы шарап|шарап қорабы', en: 'Wine carton|boxed wine carton', es: 'Vino en cartón|tetra de vino' },
  { slug: 'ice-cream-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Ламинированный стаканчик от мороженого|картонный стаканчик от мороженого', kk: 'Балмұздақтың картон стақаны|балмұздақ стақаншасы', en: 'Ice cream carton|coated ice cream cup', es: 'Pote de cartón de helado' },
  { slug: 'plant-milk-carton', m: ['cartons'], tip: 'cartonRinse', ru: 'Пакет от растительного молока|овсяное молоко в пакете', kk: 'Өсімдік сүтінің қорабы|сұлы сүті қорабы', en: 'Oat milk carton|plant milk carton|soy milk carton', es: 'Cartón de leche vegetal|leche de avena' },
];
