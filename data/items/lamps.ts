import type { ItemSeed } from './types';

/** Lamps: mercury lamps are hazardous and go to points that accept lamps; ordinary bulbs do not. */
export const LAMPS: ItemSeed[] = [
  { slug: 'energy-saving-lamp', m: ['lamps'], tip: 'lampWhole', hazard: 'mercury', ru: 'Энергосберегающая лампа|энергосберегайка|компактная люминесцентная лампа|КЛЛ|лампочка энергосберегающая', kk: 'Энергия үнемдейтін шам|энергоүнемдегіш шам|люминесцентті шам', en: 'Energy-saving bulb|CFL|compact fluorescent lamp|energy saving lamp', es: 'Lámpara de bajo consumo|lamparita de bajo consumo|LFC' },
  { slug: 'fluorescent-tube', m: ['lamps'], tip: 'lampWhole', hazard: 'mercury', ru: 'Люминесцентная лампа|лампа дневного света|трубчатая лампа|ЛДС', kk: 'Люминесцентті түтік шам|күндізгі жарық шамы', en: 'Fluorescent tube|strip light|tube lamp', es: 'Tubo fluorescente|tubo de luz' },
  { slug: 'mercury-lamp', m: ['lamps'], tip: 'lampWhole', hazard: 'mercury', ru: 'Ртутная лампа|ртутьсодержащая лампа|лампа ДРЛ', kk: 'Сынап шамы|сынабы бар шам', en: 'Mercury lamp|mercury vapour lamp|HID lamp', es: 'Lámpara de mercurio|lámpara de vapor de mercurio' },
  { slug: 'led-bulb', m: ['lamps'], tip: 'lampWhole', ru: 'Светодиодная лампа|LED лампа|диодная лампочка', kk: 'Жарықдиодты шам|LED шам|диод шамы', en: 'LED bulb|LED lamp|LED light bulb', es: 'Lámpara LED|lamparita LED|foco LED' },
  { slug: 'incandescent-bulb', m: [], waste: 'specialGlass', ru: 'Лампа накаливания|обычная лампочка|лампочка Ильича|лампочка', kk: 'Қыздыру шамы|қарапайым шам|шам', en: 'Incandescent bulb|light bulb|filament bulb', es: 'Lámpara incandescente|lamparita común|foco' },
  { slug: 'halogen-bulb', m: [], waste: 'specialGlass', ru: 'Галогенная лампа|галогенка', kk: 'Галоген шамы|галогенді лампа', en: 'Halogen bulb|halogen lamp', es: 'Lámpara halógena|dicroica' },
  { slug: 'car-headlight-bulb', m: [], waste: 'specialGlass', ru: 'Автомобильная лампа|лампа фары', kk: 'Көлік шамы|фара шамы', en: 'Car headlight bulb|car bulb', es: 'Lámpara de auto|foco de auto' },
  { slug: 'uv-lamp', m: ['lamps'], tip: 'lampWhole', hazard: 'mercury', ru: 'Ультрафиолетовая лампа|бактерицидная лампа|кварцевая лампа|лампа для маникюра', kk: 'Ультракүлгін шам|бактерицидті шам|кварц шамы', en: 'UV lamp|germicidal lamp|nail lamp bulb', es: 'Lámpara UV|lámpara germicida' },
  { slug: 'led-strip', m: ['electronics'], ru: 'Светодиодная лента|LED лента', kk: 'Жарықдиодты таспа|LED таспа', en: 'LED strip|LED light strip', es: 'Tira LED' },
  { slug: 'christmas-lights', m: ['electronics'], tip: 'cableTie', ru: 'Гирлянда|новогодняя гирлянда|электрогирлянда', kk: 'Гирлянда|жаңа жылдық гирлянда', en: 'Fairy lights|Christmas lights|string lights', es: 'Guirnalda de luces|luces de Navidad|luces navideñas' },
  { slug: 'table-lamp', m: ['electronics'], tip: 'removeBatteries', ru: 'Настольная лампа|светильник|торшер|ночник', kk: 'Үстел шамы|шырағдан|түнгі шам', en: 'Table lamp|desk lamp|floor lamp|night light', es: 'Lámpara de mesa|velador|lámpara de pie' },
  { slug: 'flashlight', m: ['electronics'], tip: 'removeBatteries', ru: 'Фонарик|карманный фонарь|налобный фонарь', kk: 'Қол шам|фонарь|шам-фонарь|қалта шам', en: 'Torch|flashlight|head torch', es: 'Linterna' },
];
