import type { TopicSeeds } from './types';

/** Furniture and furnishings: mattresses, pillows, carpets, mirrors, frames, storage, window blinds. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const HOME_FURNITURE: TopicSeeds = {
  general: [
    // Furniture: wood and chipboard (no point takes it), upholstered (bulky)
    { slug: 'upholstered-sofa', m: [], waste: 'bulky', ru: 'Диван-кровать|раскладной диван|угловой диван|кресло|мягкий уголок', kk: 'Жұмсақ жиһаз|жиналмалы диван|бұрыштық диван|кресло', en: 'Upholstered furniture|sofa bed|couch|corner sofa|armchair', es: 'Sillón de tela|sofá cama|sofá|butaca|sillón esquinero' },
    { slug: 'dining-table', m: [], waste: 'wood', ru: 'Обеденный стол|кухонный стол|раздвижной стол|столешница', kk: 'Ас үй үстелі|тамақ ішетін үстел|үстел үсті', en: 'Dining table|kitchen table|extending table|tabletop', es: 'Mesa de comedor|mesa de cocina|tapa de mesa' },
    { slug: 'desk', m: [], waste: 'wood', ru: 'Письменный стол|компьютерный стол|парта|рабочий стол', kk: 'Жазу үстелі|компьютер үстелі|парта', en: 'Desk|computer desk|writing desk|school desk', es: 'Escritorio|pupitre|escritorio de computadora' },
    { slug: 'coffee-table', m: [], waste: 'wood', ru: 'Журнальный столик|кофейный столик|столик|дастархан стол', kk: 'Журнал үстелі|кофе үстелі|шағын үстел|жер үстел', en: 'Coffee table|side table|low table', es: 'Mesa ratona|mesa baja|mesita auxiliar' },
    { slug: 'bedside-table', m: [], waste: 'wood', ru: 'Тумбочка|прикроватная тумба|тумба', kk: 'Тумба|төсек жанындағы тумба|тумбочка', en: 'Bedside table|nightstand|bedside cabinet', es: 'Mesa de luz|mesita de noche' },
    { slug: 'chest-of-drawers', m: [], waste: 'wood', ru: 'Комод|комод с ящиками|трюмо', kk: 'Комод|тартпалы шкаф|тартпалы комод', en: 'Chest of drawers|dresser|dressing table', es: 'Cómoda|cajonera|tocador' },
    { slug: 'built-in-wardrobe', m: [], waste: 'wood', ru: 'Шкаф-купе|платяной шкаф|гардероб|шифоньер', kk: 'Шкаф-купе|киім шкафы|гардероб', en: 'Built-in wardrobe|closet|armoire|sliding wardrobe', es: 'Ropero|armario|vestidor' },
    { slug: 'bookcase', m: [], waste: 'wood', ru: 'Книжный шкаф|стеллаж|этажерка|книжный стеллаж', kk: 'Кітап шкафы|кітап сөресі|сөре|ілмелі сөре', en: 'Bookcase|bookshelf|shelf|shelving unit|wall shelf', es: 'Biblioteca|estante|repisa|estantería' },
    { slug: 'kitchen-cabinets', m: [], waste: 'wood', ru: 'Кухонный гарнитур|кухонные шкафы|фасады кухни', kk: 'Ас үй гарнитуры|ас үй шкафтары|ас үй жиһазы', en: 'Kitchen cabinets|kitchen units|fitted kitchen|cupboard doors', es: 'Muebles de cocina|alacena|bajo mesada' },
    { slug: 'tv-stand', m: [], waste: 'wood', ru: 'Тумба под телевизор|ТВ-тумба|мебельная стенка', kk: 'Теледидар тумбасы|қабырға жиһазы|стенка', en: 'TV stand|TV unit|wall unit|entertainment unit', es: 'Mueble de TV|rack de TV|modular' },
    { slug: 'bed-frame', m: [], waste: 'bulky', ru: 'Кровать|деревянная кровать|двуспальная кровать|каркас кровати|изголовье', kk: 'Төсек|кереует|ағаш төсек|екі кісілік төсек', en: 'Bed|bed frame|double bed|wooden bed|headboard', es: 'Cama|cama de madera|marco de cama|respaldo de cama' },
    { slug: 'bunk-bed', m: [], waste: 'bulky', ru: 'Двухъярусная кровать|кровать-чердак|детская кровать', kk: 'Екі қабатты төсек|балалар төсегі', en: 'Bunk bed|loft bed|children\'s bed', es: 'Cucheta|cama marinera|cama infantil' },
    { slug: 'stool', m: [], waste: 'wood', ru: 'Табурет|табуретка|барный стул|банкетка', kk: 'Табуретка|бар орындығы|орындықша', en: 'Stool|bar stool|footstool', es: 'Banqueta|taburete|banquito' },
    { slug: 'office-chair', m: [], waste: 'bulky', ru: 'Офисное кресло|компьютерное кресло|кресло на колёсиках|игровое кресло', kk: 'Кеңсе креслосы|компьютер креслосы|ойын креслосы', en: 'Office chair|desk chair|swivel chair|gaming chair', es: 'Silla de oficina|silla gamer|silla giratoria' },
    { slug: 'pouffe', m: [], waste: 'bulky', ru: 'Пуф|пуфик|кресло-мешок|бескаркасное кресло', kk: 'Пуф|кресло-қап|жұмсақ орындық', en: 'Pouffe|ottoman|bean bag|beanbag chair', es: 'Puf|puff|sillón puff' },
    { slug: 'chipboard-furniture', m: [], waste: 'wood', ru: 'Мебель из ДСП|шкаф из ЛДСП|мебель икеа', kk: 'ДСП жиһаз|ЛДСП жиһаз|МДФ жиһаз', en: 'Flat-pack furniture|chipboard furniture|IKEA furniture|MDF furniture', es: 'Muebles de aglomerado|muebles de melamina|muebles de MDF' },
    { slug: 'folding-screen', m: [], waste: 'wood', ru: 'Ширма|перегородка|ширма для комнаты', kk: 'Ширма|бөлме қалқасы|қалқа', en: 'Folding screen|room divider|partition screen', es: 'Biombo|separador de ambientes' },
    { slug: 'shoe-rack', m: [], waste: 'wood', ru: 'Обувница|тумба для обуви|подставка для обуви', kk: 'Аяқ киім сөресі|аяқ киім тумбасы', en: 'Shoe rack|shoe cabinet|shoe shelf', es: 'Zapatero|mueble zapatero' },
    { slug: 'coat-stand', m: [], waste: 'wood', ru: 'Напольная вешалка|вешалка в прихожую|прихожая', kk: 'Кіреберіс ілгіші|еден ілгіші|дәліз жиһазы', en: 'Coat stand|hallway stand|coat rack', es: 'Perchero de pie|perchero de pared' },
    { slug: 'bathroom-cabinet', m: [], waste: 'wood', ru: 'Шкафчик для ванной|тумба под раковину|зеркальный шкаф|пенал для ванной', kk: 'Ванна шкафы|раковина тумбасы|айналы шкаф', en: 'Bathroom cabinet|vanity unit|mirror cabinet', es: 'Mueble de baño|vanitory|gabinete de baño' },
    { slug: 'wooden-chest', m: [], waste: 'wood', ru: 'Сундук|шкатулка|ларец', kk: 'Сандық|ағаш сандықша|шкатулка', en: 'Wooden chest|trunk|jewellery box|wooden box', es: 'Baúl|cajón de madera|alhajero|joyero' },
    { slug: 'wooden-hangers', m: [], waste: 'wood', ru: 'Деревянные вешалки|деревянные плечики|бархатные вешалки', kk: 'Ағаш ілгіштер|ағаш киім ілгіш|барқыт ілгіштер', en: 'Wooden hangers|wooden coat hangers|velvet hangers', es: 'Perchas de madera|perchas de terciopelo' },
    // Mattresses, pillows, foam
    { slug: 'spring-mattress', m: [], waste: 'bulky', ru: 'Пружинный матрас|матрас с пружинами|ортопедический матрас', kk: 'Серіппелі матрас|ортопедиялық матрас', en: 'Spring mattress|sprung mattress|pocket spring mattress|orthopaedic mattress', es: 'Colchón de resortes|colchón ortopédico' },
    { slug: 'foam-mattress', m: [], waste: 'bulky', ru: 'Поролоновый матрас|матрас из пены|ватный матрас|детский матрас', kk: 'Поролон матрас|мақта матрас|балалар матрасы', en: 'Foam mattress|memory foam mattress|cot mattress|futon', es: 'Colchón de espuma|colchón de goma espuma|colchón de cuna' },
    { slug: 'synthetic-pillow', m: [], waste: 'hygiene', ru: 'Синтепоновая подушка|подушка холлофайбер|бамбуковая подушка', kk: 'Синтепон жастық|холлофайбер жастық', en: 'Polyester pillow|hollowfibre pillow|synthetic pillow', es: 'Almohada de fibra|almohada siliconada' },
    { slug: 'foam-rubber', m: [], waste: 'general', ru: 'Поролон|куски поролона|мебельный поролон', kk: 'Поролон|поролон кесінділері|жиһаз поролоны', en: 'Foam rubber|upholstery foam|foam offcuts', es: 'Goma espuma|espuma de tapicería' },
    // Carpets and rugs
    { slug: 'carpet-runner', m: [], waste: 'bulky', ru: 'Ковровая дорожка|дорожка на пол|палас-дорожка', kk: 'Кілем жолақ|жолақ кілем|еден жолағы', en: 'Carpet runner|hall runner|stair runner', es: 'Alfombra de pasillo|camino de alfombra' },
    { slug: 'wool-rug', m: [], waste: 'bulky', ru: 'Шерстяной ковёр|персидский ковёр|ковёр на стену|советский ковёр', kk: 'Жүн кілем|қабырға кілемі|парсы кілемі', en: 'Wool rug|Persian rug|wall carpet|oriental rug', es: 'Alfombra persa|alfombra de lana|tapiz de pared' },
    { slug: 'felt-rug', m: [], waste: 'bulky', ru: 'Кошма|войлочный ковёр|текемет|сырмак|войлок', kk: 'Кигіз|текемет|сырмақ|киіз', en: 'Felt rug|shyrdak|felt carpet|felt', es: 'Alfombra de fieltro|fieltro' },
    { slug: 'rubber-doormat', m: [], waste: 'rubber', ru: 'Резиновый коврик|придверный коврик резиновый|грязезащитный коврик', kk: 'Резеңке есік алды кілемшесі|есік алды кілемшесі', en: 'Rubber doormat|rubber mat|entrance mat', es: 'Felpudo de goma|alfombra de goma' },
    // Decor
    { slug: 'lampshade', m: [], waste: 'general', ru: 'Тканевый плафон|колпак для лампы|плафон для торшера', kk: 'Шам қалпағы|мата шам қалпағы', en: 'Lamp shade|fabric lamp shade|torchiere shade', es: 'Pantalla de lámpara|pantalla de velador' },
    { slug: 'picture-frame', m: [], waste: 'general', ru: 'Фоторамка|рамка для фото|рамка|багет', kk: 'Фото жақтау|сурет жақтауы|жақтау', en: 'Picture frame|photo frame|frame', es: 'Portarretrato|marco de fotos|portarretratos' },
    { slug: 'painting', m: [], waste: 'general', ru: 'Картина|постер|репродукция|картина на холсте', kk: 'Картина|постер|кенептегі сурет', en: 'Painting|canvas print|poster|wall art', es: 'Cuadro|póster|lámina|cuadro en lienzo' },
    { slug: 'figurines', m: [], waste: 'ceramics', ru: 'Статуэтки|фарфоровые статуэтки|безделушки|сувениры|статуэтка', kk: 'Мүсіншелер|фарфор мүсіншелер|кәдесыйлар', en: 'Figurines|porcelain figurine|ornaments|knick-knacks|souvenirs', es: 'Figuras de porcelana|souvenirs|estatuillas' },
    { slug: 'ceramic-piggy-bank', m: [], waste: 'ceramics', ru: 'Копилка|керамическая копилка|глиняная копилка', kk: 'Ақша жинағыш|копилка|керамика копилка', en: 'Piggy bank|money box|ceramic piggy bank', es: 'Alcancía|chanchito de cerámica' },
    { slug: 'scented-candle', m: [], waste: 'general', ru: 'Ароматическая свеча|декоративная свеча|арома-свеча', kk: 'Хош иісті шам|сәндік шам|балауыз шам', en: 'Scented candle|decorative candle|pillar candle', es: 'Vela aromática|vela decorativa' },
    { slug: 'garment-storage-bags', m: [], waste: 'composite', ru: 'Вакуумный мешок для вещей|вакуумные мешки|вакуумный чехол', kk: 'Вакуум пакеттер|заттарға арналған вакуум қап', en: 'Vacuum storage bags|space bags|vacuum bags', es: 'Bolsas al vacío|bolsas de vacío para ropa' },
  ],
  plastic: [
    { slug: 'storage-box', m: ['hard-plastic'], ru: 'Контейнер для хранения|ящик для хранения|органайзер пластиковый|пластиковый бокс', kk: 'Сақтау контейнері|сақтау жәшігі|пластик органайзер', en: 'Storage box|plastic storage box|storage bin|Really Useful Box', es: 'Caja organizadora|caja de plástico|organizador' },
    { slug: 'plastic-drawers', m: ['hard-plastic'], ru: 'Пластиковый комод|пластиковые ящики|комод из пластика', kk: 'Пластик комод|пластик тартпалар', en: 'Plastic drawers|plastic drawer unit|plastic tower', es: 'Cajonera de plástico|cajones de plástico' },
    { slug: 'laundry-basket', m: ['hard-plastic'], ru: 'Корзина для белья|бельевая корзина|корзина для грязного белья', kk: 'Кір себеті|кір салатын себет', en: 'Laundry basket|laundry hamper|washing basket', es: 'Cesto de ropa sucia|canasto de ropa|cesto para la ropa' },
    { slug: 'plastic-shoe-box', m: ['hard-plastic'], ru: 'Пластиковая коробка для обуви|прозрачный бокс для обуви', kk: 'Аяқ киімге арналған пластик қорап|мөлдір аяқ киім қорабы', en: 'Plastic shoe box|clear shoe box', es: 'Caja de zapatos de plástico|organizador de zapatos' },
  ],
  metal: [
    { slug: 'folding-chair', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Раскладной стул|туристический стул|складное кресло', kk: 'Жиналмалы орындық|туристік орындық', en: 'Folding chair|camping chair|deck chair', es: 'Silla plegable|silla de camping|silla de playa' },
    { slug: 'folding-bed', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Раскладная кровать|кровать-раскладушка|походная кровать', kk: 'Жиналмалы төсек|раскладушка', en: 'Folding bed|camp bed|cot bed', es: 'Catre|cama plegable' },
    { slug: 'clothes-airer', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Сушилка для белья|напольная сушилка|стойка для одежды|рейл для одежды', kk: 'Кір кептіргіш|киім ілгіш тірек', en: 'Clothes airer|drying rack|clothes rail|clothes horse', es: 'Tendedero|tender de ropa|perchero con ruedas' },
    { slug: 'ironing-board', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Гладильная доска|доска для глажки|доска гладильная', kk: 'Үтіктеу тақтасы|үтік тақтасы', en: 'Ironing board|iron board', es: 'Tabla de planchar|burro de planchar' },
    { slug: 'curtain-rod', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Карниз|гардина|потолочный карниз', kk: 'Перде ілгіш|карниз|перде білігі', en: 'Curtain rod|curtain track', es: 'Riel de cortina|barral' },
    { slug: 'candlestick', m: ['scrap-metal'], ru: 'Подсвечник|канделябр|металлический подсвечник', kk: 'Шамдал|металл шамдал|канделябр', en: 'Candlestick|candle holder|candelabra', es: 'Candelabro|candelero|portavelas de metal' },
    { slug: 'safe-box', m: ['scrap-metal'], ru: 'Сейф|металлический шкаф|несгораемый шкаф', kk: 'Сейф|металл шкаф|отқа төзімді шкаф', en: 'Safe|strongbox|metal cabinet|filing cabinet', es: 'Caja fuerte|armario metálico|archivero metálico' },
    { slug: 'furniture-fittings', m: ['scrap-metal'], ru: 'Мебельная фурнитура|мебельные ручки|петли мебельные|ножки от мебели', kk: 'Жиһаз фурнитурасы|жиһаз тұтқалары|жиһаз топсалары', en: 'Furniture fittings|cabinet handles|furniture legs', es: 'Herrajes de muebles|manijas|patas de mueble' },
    { slug: 'mattress-springs', m: ['scrap-metal'], ru: 'Пружинный блок|пружины от матраса|пружины дивана', kk: 'Серіппе блогы|матрас серіппелері', en: 'Mattress springs|spring unit|sofa springs', es: 'Resortes de colchón|elásticos de sommier' },
  ],
  glass: [
    { slug: 'glass-table-top', m: [], waste: 'specialGlass', ru: 'Стеклянный стол|стеклянная столешница|стекло от стола', kk: 'Шыны үстел|шыны үстел беті', en: 'Glass table top|glass coffee table|glass desk top', es: 'Mesa de vidrio|estante de vidrio|vidrio de mesa' },
    { slug: 'wall-mirror', m: [], waste: 'specialGlass', ru: 'Зеркало в раме|настенное зеркало|ростовое зеркало|зеркало в ванную', kk: 'Жақтаулы айна|қабырға айнасы|бойлық айна', en: 'Wall mirror|framed mirror|full-length mirror|bathroom mirror', es: 'Espejo de pared|espejo de cuerpo entero|espejo de baño' },
    { slug: 'glass-vase', m: [], waste: 'specialGlass', ru: 'Стеклянная ваза|хрустальная ваза|ваза из стекла|салатница хрустальная', kk: 'Шыны ваза|хрусталь ваза|хрусталь ыдыс', en: 'Glass vase|crystal vase|cut glass|crystal bowl', es: 'Florero de vidrio|jarrón de cristal|fuente de cristal' },
    { slug: 'glass-lampshade', m: [], waste: 'specialGlass', ru: 'Стеклянный плафон|плафон люстры|стекло от люстры', kk: 'Шыны плафон|аспа шам плафоны|плафон', en: 'Glass lamp shade|light globe|glass light cover', es: 'Tulipa de vidrio|plafón de vidrio|tulipa' },
  ],
  textiles: [
    { slug: 'cushion', m: ['textiles'], tip: 'wash', ru: 'Декоративная подушка|диванная подушка|думка|подушка для стула|сидушка', kk: 'Диван жастығы|сәндік жастық|жастықша|орындық жастығы', en: 'Cushion|throw pillow|sofa cushion|seat pad', es: 'Almohadón|cojín|almohadón de silla' },
    { slug: 'sofa-cover', m: ['textiles'], tip: 'wash', ru: 'Чехол на диван|еврочехол|накидка на кресло|чехлы на стулья', kk: 'Диван қабы|кресло жапқышы|орындық жапқыштары', en: 'Sofa cover|couch cover|slipcover|chair covers', es: 'Funda de sillón|cubresillón|fundas de sillas' },
    { slug: 'fleece-throw', m: ['textiles'], tip: 'wash', ru: 'Флисовый плед|плед-покрывало|детский плед|вязаный плед', kk: 'Флис плед|балалар пледі|тоқыма плед', en: 'Fleece throw|knitted throw|baby blanket|picnic blanket', es: 'Manta polar|manta tejida|mantita de bebé' },
    { slug: 'tapestry', m: ['textiles'], ru: 'Гобелен|ковёр настенный тканевый|панно из ткани', kk: 'Гобелен|тұсқиіз|мата панно', en: 'Tapestry|wall hanging|textile wall art', es: 'Tapiz|tapiz de tela' },
  ],
  paper: [
    { slug: 'archive-box', m: ['cardboard'], tip: 'flatten', ru: 'Архивная коробка|картонный короб для хранения|коробка для документов', kk: 'Архив қорабы|сақтау қорабы|құжат қорабы', en: 'Archive box|cardboard storage box|file box|banker\'s box', es: 'Caja de archivo|caja de cartón para guardar' },
  ],
  electronics: [
    { slug: 'wall-clock', m: ['electronics'], tip: 'removeBatteries', hazard: 'electronics', ru: 'Настенные часы|часы на стену|часы кварцевые|настольные часы', kk: 'Қабырға сағаты|үстел сағаты|кварц сағат', en: 'Wall clock|kitchen clock|mantel clock|quartz clock', es: 'Reloj de pared|reloj de cocina|reloj de mesa' },
  ],
  lamps: [
  ],
};
