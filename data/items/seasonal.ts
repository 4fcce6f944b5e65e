import type { TopicSeeds } from './types';

/** Seasonal and festive: Christmas trees and decorations, fireworks, pumpkins, gifts wrapping, school start, summer and winter things. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const SEASONAL: TopicSeeds = {
  general: [
    // New Year and Christmas (the tree itself: christmas-tree and artificial-tree in general.ts)
    { slug: 'potted-christmas-tree', m: [], waste: 'food', ru: 'Ёлка в горшке|живая ёлка в кадке|ёлочка в горшке|туя в горшке', kk: 'Құмырадағы шырша|шырша құмырада|тірі шырша құмырада', en: 'Potted Christmas tree|living Christmas tree|tree in a pot', es: 'Árbol de Navidad en maceta|pino en maceta' },
    { slug: 'fir-branches', m: [], waste: 'food', ru: 'Еловые ветки|лапник|ветки ели|новогодний венок', kk: 'Шырша бұтақтары|қылқан|шырша бұтағы|жаңа жылдық гүлшамбар', en: 'Fir branches|pine branches|Christmas greenery|Christmas wreath', es: 'Ramas de pino|corona navideña|ramas de abeto' },
    { slug: 'plastic-baubles', m: [], waste: 'smallPlastic', ru: 'Ёлочные игрушки|пластиковые ёлочные шары|новогодние шары|ёлочные украшения', kk: 'Шырша ойыншықтары|пластик шырша шарлары|жаңа жылдық шарлар', en: 'Christmas baubles|plastic baubles|Christmas ornaments|tree decorations', es: 'Bolas de Navidad|bolas de plástico para el árbol|decoración navideña' },
    { slug: 'lametta', m: [], waste: 'general', ru: 'Дождик новогодний|новогодний дождик|серпантин|ёлочный дождик', kk: 'Жаңа жылдық жаңбыр|серпантин|шырша жаңбыры', en: 'Lametta|icicle tinsel|streamers|paper streamers', es: 'Lluvia navideña|serpentinas|lluvia plateada' },
    { slug: 'tree-topper', m: [], waste: 'general', ru: 'Звезда на ёлку|верхушка на ёлку|пика для ёлки|ангел на ёлку', kk: 'Шырша жұлдызы|шырша ұшына жұлдыз', en: 'Tree topper|Christmas star|tree star', es: 'Estrella del árbol|punta del arbolito' },
    { slug: 'artificial-snow', m: [], waste: 'general', ru: 'Искусственный снег|снег для декора|мишура-снег|вата под ёлку', kk: 'Жасанды қар|декор қары', en: 'Fake snow|artificial snow|snow blanket', es: 'Nieve artificial|nieve de decoración' },
    { slug: 'christmas-figures', m: [], waste: 'general', ru: 'Дед Мороз под ёлку|статуэтка Деда Мороза|снегурочка игрушка|рождественский вертеп', kk: 'Аяз ата мүсіні|Ақшақар ойыншығы|жаңа жылдық мүсіндер', en: 'Santa figure|Father Christmas ornament|nativity set', es: 'Papá Noel decorativo|pesebre|muñeco navideño' },
    { slug: 'sky-lantern', m: [], waste: 'general', ru: 'Небесный фонарик|китайский фонарик|летающий фонарик', kk: 'Аспан шамы|қытай шамы|ұшатын шам', en: 'Sky lantern|Chinese lantern|flying lantern', es: 'Farol chino|globo de cantoya|farol volador' },
    { slug: 'snow-globe', m: [], waste: 'general', ru: 'Снежный шар|стеклянный шар со снегом|шар со снегом', kk: 'Қар шары|қарлы шыны шар', en: 'Snow globe|snowglobe|water globe', es: 'Bola de nieve|globo de nieve' },
    { slug: 'halloween-decor', m: [], waste: 'general', ru: 'Украшения на Хэллоуин|декоративная паутина|декор Хэллоуин', kk: 'Хэллоуин безендіруі|сәндік өрмекші торы', en: 'Halloween decorations|fake cobweb|spooky decor', es: 'Decoración de Halloween|telaraña decorativa' },
    // Parties and birthdays
    { slug: 'party-cups', m: [], waste: 'smallPlastic', ru: 'Стаканчики для вечеринки|красные стаканчики|стаканы для пикника|пластиковые стаканчики', kk: 'Пластик стақаншалар|пикник стақандары|мереке стақандары', en: 'Party cups|red solo cups|plastic cups|picnic cups', es: 'Vasos plásticos de fiesta|vasos de cumpleaños|vasitos de plástico' },
    { slug: 'party-hats', m: [], waste: 'general', ru: 'Праздничные колпаки|колпачки для дня рождения|колпак праздничный', kk: 'Мереке қалпақтары|туған күн қалпағы', en: 'Party hats|birthday hats|paper crowns', es: 'Gorritos de cumpleaños|gorros de cotillón|cotillón' },
    { slug: 'pinata', m: [], waste: 'general', ru: 'Пиньята|пиньята из папье-маше', kk: 'Пиньята|тәттіге толы пиньята', en: 'Piñata|pinata', es: 'Piñata|piñata de cumpleaños' },
    { slug: 'cellophane', m: [], waste: 'general', ru: 'Целлофан|упаковка для букета|подарочная плёнка|плёнка для цветов', kk: 'Целлофан|гүл орамасы|сыйлық үлдірі', en: 'Cellophane|cellophane wrap|flower wrap|bouquet wrap', es: 'Celofán|papel celofán|envoltorio de ramo' },
    { slug: 'curling-ribbon', m: [], waste: 'smallPlastic', ru: 'Лента-завиток|пластиковая упаковочная лента|полипропиленовая лента для подарков', kk: 'Пластик орау таспасы|бұйра таспа', en: 'Curling ribbon|plastic ribbon|gift ribbon roll', es: 'Cinta plástica para regalo|cinta rizada' },
    // Festivals
    { slug: 'pumpkin', m: [], waste: 'food', ru: 'Тыква|тыква на Хэллоуин|хэллоуинская тыква|тыквенный фонарь', kk: 'Асқабақ|Хэллоуин асқабағы|асқабақ шамы', en: 'Pumpkin|jack-o\'-lantern|carved pumpkin|Halloween pumpkin', es: 'Calabaza|calabaza de Halloween|zapallo' },
    { slug: 'easter-eggs', m: [], waste: 'food', ru: 'Пасхальные яйца|крашеные яйца|скорлупа крашеных яиц|писанки', kk: 'Пасха жұмыртқалары|боялған жұмыртқа|боялған жұмыртқа қабығы', en: 'Easter eggs|dyed eggs|painted eggshells|hard-boiled eggs', es: 'Huevos de Pascua pintados|huevos pintados|cáscaras pintadas' },
    { slug: 'egg-shrink-sleeves', m: [], waste: 'general', ru: 'Термонаклейки для яиц|плёнка для пасхальных яиц|краситель для яиц', kk: 'Жұмыртқаға арналған терможапсырма|жұмыртқа бояуы', en: 'Egg shrink sleeves|egg dye kit|egg wraps', es: 'Fundas termoencogibles para huevos|tinte para huevos' },
    { slug: 'kulich-paper-mould', m: [], waste: 'greasy', ru: 'Бумажная форма для кулича|форма для пасхи|бумажные формы для выпечки|тарталетки бумажные', kk: 'Пасха нанының қағаз қалыбы|қағаз пісіру қалыптары', en: 'Paper baking mould|paper loaf pan|panettone mould|paper cake case', es: 'Molde de papel para pan dulce|molde de panettone' },
    { slug: 'flower-foam', m: [], waste: 'general', ru: 'Флористическая губка|оазис для цветов|флористическая пена', kk: 'Флористикалық губка|гүл губкасы', en: 'Floral foam|Oasis foam|flower foam', es: 'Espuma floral|oasis' },
    { slug: 'costume-accessories', m: [], waste: 'general', ru: 'Маскарадный реквизит|карнавальные рожки|ободок с ушками|парик карнавальный', kk: 'Маскарад керек-жарағы|карнавал парик|құлақты шаш ұстағыш', en: 'Costume accessories|party wig|novelty headband|devil horns', es: 'Accesorios de disfraz|peluca de cotillón|vincha con orejas' },
    // Winter
    { slug: 'ice-sled', m: [], waste: 'general', ru: 'Ледянка|пластиковые санки|санки-ледянка|ледянка детская', kk: 'Мұз шанасы|пластик шана|сырғанақ шана', en: 'Plastic sledge|toboggan|sled|snow slider', es: 'Culipatín|trineo de plástico|deslizador de nieve' },
    { slug: 'snow-tube', m: [], waste: 'rubber', ru: 'Ватрушка|тюбинг|надувные санки|ватрушка для катания', kk: 'Тюбинг|үрлемелі шана|ватрушка', en: 'Snow tube|snow tubing|inflatable sled|tube sledge', es: 'Gomón para nieve|tubo de nieve|trineo inflable' },
    { slug: 'hand-warmers', m: [], waste: 'general', ru: 'Грелки для рук|химическая грелка|солевая грелка|грелка-карман', kk: 'Қол жылытқыш|химиялық жылытқыш', en: 'Hand warmers|heat packs|pocket warmers', es: 'Calentadores de manos|bolsas de calor' },
    // Summer and beach
    { slug: 'pool-floats', m: [], waste: 'general', ru: 'Надувные игрушки|надувной фламинго|надувной мяч|пляжный мяч|надувной единорог', kk: 'Үрлемелі ойыншықтар|үрлемелі доп|жағажай добы', en: 'Pool floats|inflatable flamingo|beach ball|pool inflatable', es: 'Inflables|pelota de playa|flamenco inflable' },
    { slug: 'beach-mat', m: [], waste: 'general', ru: 'Пляжный коврик|циновка|подстилка для пляжа|коврик для пикника', kk: 'Жағажай төсеніші|жағажай кілемшесі|пикник төсеніші', en: 'Beach mat|straw mat|picnic mat|picnic rug', es: 'Esterilla de playa|lona de playa|mantel de picnic' },
  ],
  hazardous: [
    { slug: 'sparkler', m: [], hazard: 'gas', waste: 'special', ru: 'Бенгальская свеча|бенгалка|бенгальский огонь|бенгальские свечи', kk: 'Бенгал оты|бенгал шамы|бенгал оттары', en: 'Sparkler|sparkler sticks|wedding sparklers', es: 'Bengala de mano|luces de bengala|chispitas' },
    { slug: 'firework-rockets', m: [], hazard: 'gas', waste: 'special', ru: 'Салют|салютная установка|ракеты для салюта|фонтан пиротехнический|римская свеча', kk: 'Салют|отшашу зымыраны|салют қондырғысы', en: 'Firework rockets|cake firework|Roman candle|rocket fireworks', es: 'Cohetes|torta de fuegos artificiales|bengalas de humo|candela romana' },
    { slug: 'helium-tank', m: [], hazard: 'gas', waste: 'special', ru: 'Баллон с гелием|гелиевый баллон|гелий для шаров|баллон гелия', kk: 'Гелий баллоны|шарларға арналған гелий|гелий баллон', en: 'Helium tank|helium cylinder|helium for balloons|disposable helium canister', es: 'Tubo de helio|helio para globos|tanque de helio' },
  ],
  metal: [
    { slug: 'snow-spray', m: ['metal-cans'], tip: 'emptyAerosol', hazard: 'gas', ru: 'Снег в баллончике|искусственный снег-спрей|спрей-снег|спрей для окон новогодний', kk: 'Баллондағы қар|жасанды қар спрейі', en: 'Snow spray|artificial snow spray|spray snow|frost spray', es: 'Nieve en aerosol|spray de nieve|nieve en spray' },
    { slug: 'chocolate-egg-foil', m: ['metal-cans'], ru: 'Фольга от шоколадного яйца|фольга от шоколадного Деда Мороза|фольга от пасхального яйца', kk: 'Шоколад жұмыртқа фольгасы|шоколад Аяз ата фольгасы', en: 'Chocolate egg foil|Easter egg foil|chocolate Santa foil', es: 'Papel aluminio de huevo de Pascua|envoltorio de aluminio de chocolate' },
    { slug: 'tree-stand', m: ['scrap-metal'], ru: 'Подставка для ёлки|крестовина для ёлки|подставка под ёлку', kk: 'Шырша тұғыры|шырша тірегі|шырша қойғыш', en: 'Christmas tree stand|tree stand|tree holder', es: 'Pie de árbol de Navidad|base para arbolito' },
  ],
  glass: [
    { slug: 'glass-baubles', m: [], waste: 'specialGlass', ru: 'Стеклянные ёлочные игрушки|стеклянные шары на ёлку|разбитая ёлочная игрушка', kk: 'Шыны шырша ойыншықтары|шыны шырша шарлары', en: 'Glass baubles|glass Christmas ornaments|broken bauble', es: 'Bolas de Navidad de vidrio|bolas de vidrio rotas' },
  ],
  paper: [
    { slug: 'paper-garland', m: ['paper'], ru: 'Бумажная гирлянда|растяжка «С днём рождения»|флажки бумажные|бумажные снежинки', kk: 'Қағаз гирлянда|туған күн жазуы|қағаз жалаушалар|қағаз қар ұлпалары', en: 'Paper garland|bunting|happy birthday banner|paper snowflakes', es: 'Guirnalda de papel|banderines|banderín de feliz cumpleaños' },
    { slug: 'gift-bag', m: ['paper'], tip: 'wholeBox', ru: 'Подарочный пакет|бумажный подарочный пакет|пакет для подарка', kk: 'Сыйлық пакеті|қағаз сыйлық пакеті', en: 'Gift bag|paper gift bag|present bag', es: 'Bolsa de regalo|bolsita de regalo' },
    { slug: 'gift-box', m: ['cardboard'], tip: 'wholeBox', ru: 'Подарочная коробка|коробка от подарка|новогодний сладкий подарок|упаковка сладкого подарка', kk: 'Сыйлық қорапшасы|жаңа жылдық тәтті сыйлық қорабы', en: 'Gift box|present box|Christmas selection box', es: 'Caja de regalo|caja de golosinas navideña' },
    { slug: 'advent-calendar', m: ['cardboard'], tip: 'flatten', ru: 'Адвент-календарь|адвент календарь|календарь с шоколадками', kk: 'Адвент күнтізбесі|шоколадты күнтізбе', en: 'Advent calendar|chocolate advent calendar', es: 'Calendario de Adviento|calendario de adviento con chocolates' },
    { slug: 'valentine-card', m: ['paper'], ru: 'Валентинка|открытка-валентинка|валентинки', kk: 'Валентинка|ғашықтар күні ашықхаты', en: 'Valentine card|valentine|valentines', es: 'Tarjeta de San Valentín|tarjeta de enamorados' },
    { slug: 'easter-egg-box', m: ['cardboard'], tip: 'wholeBox', ru: 'Коробка от шоколадного яйца|пасхальная коробка|коробка от пасхального набора', kk: 'Шоколад жұмыртқа қорабы|Пасха қорабы', en: 'Easter egg box|chocolate egg box', es: 'Caja de huevo de Pascua' },
  ],
  plastic: [
    { slug: 'laminated-gift-bag', m: [], waste: 'composite', ru: 'Ламинированный подарочный пакет|глянцевый подарочный пакет|пакет с блёстками', kk: 'Жылтыр сыйлық пакеті|ламинатталған сыйлық пакеті', en: 'Laminated gift bag|glossy gift bag|glitter gift bag', es: 'Bolsa de regalo plastificada|bolsa de regalo con brillos' },
    { slug: 'foil-balloon', m: [], waste: 'composite', ru: 'Фольгированный шар|фольгированные шары|шар из фольги|шар-цифра', kk: 'Фольга шар|фольгаланған шарлар|сан шары', en: 'Foil balloon|Mylar balloon|number balloon|foil balloons', es: 'Globo metalizado|globo de número|globos metalizados' },
    { slug: 'ice-sled-hard', m: ['hard-plastic'], ru: 'Санки-снегокат пластиковые|пластиковый снегокат|санки с рулём', kk: 'Пластик снегокат|рульді шана', en: 'Steering sledge|plastic snow racer|kids snow racer', es: 'Trineo con volante|trineo de plástico rígido' },
  ],
  electronics: [
    { slug: 'battery-fairy-lights', m: ['electronics'], tip: 'removeBatteries', hazard: 'electronics', ru: 'Гирлянда на батарейках|светодиодная гирлянда на батарейках|гирлянда-роса|гирлянда на аккумуляторе', kk: 'Батареялы гирлянда|батарейкалы жарықдиодты гирлянда', en: 'Battery fairy lights|battery string lights|micro LED lights', es: 'Guirnalda a pilas|luces a pilas|luces led a pilas' },
    { slug: 'light-up-decor', m: ['electronics'], tip: 'removeBatteries', hazard: 'electronics', ru: 'Светящийся новогодний декор|светодиодный олень|светящийся декор|светящийся снеговик', kk: 'Жарқырайтын жаңа жылдық безендіру|жарықдиодты бұғы', en: 'Light-up decoration|LED reindeer|light-up snowman', es: 'Reno led|decoración luminosa|muñeco de nieve luminoso' },
    { slug: 'outdoor-lights', m: ['electronics'], tip: 'cableTie', hazard: 'electronics', ru: 'Уличная гирлянда|гирлянда бахрома|белт-лайт|дюралайт|гирлянда-занавес', kk: 'Көше гирляндасы|бахрома гирлянда|дюралайт', en: 'Outdoor string lights|rope light|icicle lights|curtain lights', es: 'Manguera de luces|luces de exterior|cortina de luces' },
  ],
  textiles: [
    { slug: 'christmas-stocking', m: ['textiles'], tip: 'wash', ru: 'Рождественский носок|новогодний носок|сапожок для подарков|новогодний колпак', kk: 'Рождестволық шұлық|жаңа жылдық шұлық|Аяз ата қалпағы', en: 'Christmas stocking|stocking for presents|Santa hat', es: 'Bota navideña|media navideña|gorro de Papá Noel' },
    { slug: 'satin-ribbon', m: ['textiles'], ru: 'Атласная лента|лента для упаковки тканевая|тесьма|репсовая лента', kk: 'Атлас таспа|мата таспа|тесьма', en: 'Satin ribbon|fabric ribbon|grosgrain ribbon', es: 'Cinta de raso|cinta de tela|cinta de gross' },
    { slug: 'beach-towel', m: ['textiles'], tip: 'wash', ru: 'Пляжное полотенце|полотенце для пляжа|полотенце для бассейна', kk: 'Жағажай сүлгісі|бассейн сүлгісі', en: 'Beach towel|pool towel|bath sheet', es: 'Toallón de playa|toalla de pileta|toalla para la playa' },
  ],
};
