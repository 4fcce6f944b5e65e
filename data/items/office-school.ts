import type { TopicSeeds } from './types';

/** Office and school: paper of every kind, stationery, folders and office machines. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const OFFICE_SCHOOL: TopicSeeds = {
  paper: [
    // Printed paper
    { slug: 'product-catalogue', m: ['paper'], tip: 'noStaples', ru: 'Каталог товаров|каталог икеа|толстый каталог|каталог заказов', kk: 'Тауар каталогы|тапсырыс каталогы', en: 'Product catalogue|IKEA catalogue|Argos catalogue|mail order catalog', es: 'Catálogo de productos|catálogo de compras' },
    { slug: 'phone-book', m: ['paper'], tip: 'noStaples', ru: 'Телефонный справочник|справочник|жёлтые страницы', kk: 'Телефон анықтамалығы|анықтамалық', en: 'Phone book|telephone directory|Yellow Pages', es: 'Guía telefónica|páginas amarillas|guía de teléfonos' },
    { slug: 'encyclopaedia', m: ['paper'], tip: 'noStaples', ru: 'Энциклопедия|словарь|собрание сочинений|справочники', kk: 'Энциклопедия|сөздік|шығармалар жинағы', en: 'Encyclopaedia|encyclopedia|dictionary|book set', es: 'Enciclopedia|diccionario|colección de libros' },
    { slug: 'hardback-book', m: ['paper'], tip: 'noStaples', ru: 'Книга в твёрдом переплёте|твёрдая обложка|книги в переплёте', kk: 'Қатты мұқабалы кітап|мұқабалы кітап', en: 'Hardback book|hardcover|hardback', es: 'Libro de tapa dura|tapa dura' },
    { slug: 'comics', m: ['paper'], tip: 'noStaples', ru: 'Манга|графический роман|манхва', kk: 'Манга|графикалық роман|суретті журнал', en: 'Comics|comic books|manga|graphic novel', es: 'Historietas|cómics|manga|revista de historietas' },
    { slug: 'study-guides', m: ['paper'], tip: 'noStaples', ru: 'Методички|пособия|брошюры|ксерокопии|конспекты', kk: 'Оқу құралдары|брошюралар|көшірмелер|конспектілер', en: 'Study guides|booklets|pamphlets|photocopies|lecture notes', es: 'Apuntes|fotocopias|cuadernillos|folletos de estudio' },
    { slug: 'maps-atlas', m: ['paper'], ru: 'Географические карты|атлас|карта города|карта бумажная', kk: 'Географиялық карта|атлас|қала картасы', en: 'Maps|atlas|road map|paper map', es: 'Mapas|atlas|mapa de ruta|plano de la ciudad' },
    { slug: 'sheet-music', m: ['paper'], ru: 'Ноты|нотная тетрадь|сборник нот|партитура', kk: 'Ноталар|нота дәптері|партитура', en: 'Sheet music|music scores|manuscript paper|score', es: 'Partituras|cuaderno pentagramado|partitura' },
    { slug: 'utility-bills', m: ['paper'], tip: 'dry', ru: 'Квитанции|платёжки|счета за коммуналку|счёт-фактура|квитанция', kk: 'Түбіртектер|коммуналдық төлем түбіртегі|шот-фактура', en: 'Bills|utility bills|invoices|payslips|bank statements', es: 'Facturas|boletas de servicios|resumen de cuenta|recibo de sueldo' },
    { slug: 'letters-mail', m: ['paper'], tip: 'dry', ru: 'Письма|почта|письмо|рекламная рассылка', kk: 'Хаттар|пошта|хат', en: 'Letters|mail|post|letter', es: 'Cartas|correspondencia|carta' },
    { slug: 'posters-paper', m: ['paper'], ru: 'Плакат|афиша|плакаты|бумажный плакат', kk: 'Плакат|афиша|плакаттар', en: 'Placard|bill poster|playbill|paper poster', es: 'Afiche|cartel|afiches' },
    { slug: 'rough-paper', m: ['paper'], tip: 'dry', ru: 'Черновики|исписанные листы|старые контрольные|тетрадные листы', kk: 'Қаралама|жазылған парақтар|дәптер парақтары', en: 'Rough paper|old homework|drafts|exam papers', es: 'Borradores|hojas escritas|tareas viejas|hojas de carpeta' },
    { slug: 'index-cards', m: ['paper'], ru: 'Карточки для заметок|карточки для запоминания|учебные карточки', kk: 'Жазба карточкалары|оқу карточкалары', en: 'Index cards|flash cards|cue cards|flashcards', es: 'Fichas|tarjetas de estudio|fichas bibliográficas' },
    { slug: 'business-cards', m: ['paper'], ru: 'Визитки|визитные карточки|визитка', kk: 'Визиткалар|визит карточкалары|визитка', en: 'Business cards|visiting cards|business card', es: 'Tarjetas personales|tarjetas de presentación' },
    { slug: 'bookmarks', m: ['paper'], ru: 'Закладка для книги|закладки|закладка', kk: 'Бетбелгі|кітап бетбелгісі|бетбелгілер', en: 'Bookmark|bookmarks|paper bookmark', es: 'Señalador|marcapáginas|señaladores' },
    // Blank paper and card
    { slug: 'spiral-notebook', m: ['paper'], tip: 'noStaples', ru: 'Тетрадь на пружине|блокнот на спирали|общая тетрадь|тетрадь в клетку', kk: 'Серіппелі дәптер|спиральды блокнот|жалпы дәптер|торкөз дәптер', en: 'Spiral notebook|spiral-bound notepad|jotter|composition book', es: 'Cuaderno espiralado|cuaderno universitario|cuaderno Rivadavia' },
    { slug: 'drawing-paper', m: ['paper'], ru: 'Ватман|чертёжная бумага|миллиметровка|бумага для черчения', kk: 'Ватман|сызба қағазы|миллиметрлік қағаз', en: 'Drawing paper|drafting paper|graph paper|cartridge paper', es: 'Papel afiche|papel milimetrado|papel canson' },
    { slug: 'tracing-paper', m: ['paper'], ru: 'Калька|калька для черчения|бумага-калька', kk: 'Калька|мөлдір сызба қағазы', en: 'Tracing paper|vellum paper', es: 'Papel de calcar|papel vegetal' },
    { slug: 'tissue-paper', m: ['paper'], ru: 'Тишью|папиросная бумага|бумага тишью|гофробумага', kk: 'Тишью қағазы|жұқа орау қағазы|гофроқағаз', en: 'Tissue paper|gift tissue|crepe paper', es: 'Papel de seda|papel crepé|papel barrilete' },
    { slug: 'paper-ream-wrap', m: ['paper'], ru: 'Упаковка от пачки бумаги|обёртка от бумаги А4', kk: 'А4 қағаз бумасының орамы|қағаз бумасының қаптамасы', en: 'Paper ream wrapper|A4 ream wrapper', es: 'Envoltorio de resma|papel de la resma' },
    // Folders and card
    { slug: 'cardboard-folder', m: ['cardboard'], tip: 'noStaples', ru: 'Картонная папка|папка-скоросшиватель|папка для бумаг|дело папка', kk: 'Картон папка|тіркеуіш папка|қағаз папкасы', en: 'Cardboard folder|manila folder|file folder|document folder', es: 'Carpeta de cartón|carpeta de cartulina|carpeta colgante' },
  ],
  plastic: [
    { slug: 'plastic-folder', m: ['hard-plastic'], ru: 'Пластиковая папка|папка-уголок|мультифора|файлы для бумаг|папка на кнопке', kk: 'Пластик папка|мультифора|файл қалта|түймелі папка', en: 'Plastic folder|plastic sleeve|punched pocket|document wallet', es: 'Folio|carpeta de plástico|folios|carpeta con broche' },
  ],
  general: [
    // Paper that no point takes
    { slug: 'atm-slip', m: [], waste: 'thermalPaper', ru: 'Чек из банкомата|чек терминала|слип|талон электронной очереди', kk: 'Банкомат чегі|терминал чегі|кезек талоны', en: 'ATM slip|card machine receipt|queue ticket|parking receipt', es: 'Comprobante de cajero|ticket de posnet|número de turno' },
    { slug: 'till-roll', m: [], waste: 'thermalPaper', ru: 'Кассовая лента|рулон чековой ленты|термолента|чековая лента', kk: 'Кассалық таспа|термотаспа|чек таспасы', en: 'Till roll|thermal paper roll|receipt roll', es: 'Rollo de papel térmico|rollo de ticket|rollo para posnet' },
    { slug: 'carbon-paper', m: [], waste: 'general', ru: 'Копировальная бумага|копирка|самокопирующая бумага', kk: 'Копирка|көшірме қағазы', en: 'Carbon paper|carbonless paper', es: 'Papel carbónico|papel carbónico autocopiante' },
    { slug: 'photo-album', m: [], waste: 'composite', ru: 'Фотоальбом|альбом для фотографий|семейный альбом', kk: 'Фотоальбом|фото альбомы|отбасылық альбом', en: 'Photo album|scrapbook|family album', es: 'Álbum de fotos|álbum familiar' },
    { slug: 'ring-binder', m: [], waste: 'composite', ru: 'Папка-регистратор|папка на кольцах|скоросшиватель пластиковый', kk: 'Тіркегіш папка|сақиналы папка|регистратор', en: 'Ring binder|lever arch file|binder|lever arch', es: 'Bibliorato|carpeta de anillos|carpeta A4' },
    { slug: 'laminating-pouches', m: [], waste: 'composite', ru: 'Плёнка для ламинирования|ламинат-плёнка|конверты для ламинирования', kk: 'Ламинаттау үлдірі|ламинат үлдір', en: 'Laminating pouches|laminator film|laminating sheets', es: 'Fundas para plastificar|láminas para plastificar' },
    { slug: 'foam-board', m: [], waste: 'polystyrene', ru: 'Пенокартон|пенокартон для макетов|макет из пенокартона', kk: 'Пенокартон|макет пенокартоны', en: 'Foam board|foamcore|foam core board', es: 'Foamboard|cartón pluma' },
    { slug: 'vinyl-banner', m: [], waste: 'general', ru: 'Баннер|виниловый баннер|растяжка рекламная|баннерная ткань', kk: 'Баннер|винил баннер|жарнама баннері', en: 'Vinyl banner|PVC banner|advertising banner', es: 'Banner de lona|lona vinílica|pasacalle' },
    // Stationery
    { slug: 'permanent-marker', m: [], waste: 'smallPlastic', ru: 'Перманентный маркер|маркер Sharpie|шарпи|несмываемый маркер', kk: 'Перманент маркер|Sharpie маркері|өшпейтін маркер', en: 'Permanent marker|Sharpie|Sharpies|Magic Marker', es: 'Marcador indeleble|fibrón|Sharpie|marcador permanente' },
    { slug: 'whiteboard-marker', m: [], waste: 'smallPlastic', ru: 'Маркер для доски|маркер для белой доски|стираемый маркер', kk: 'Тақта маркері|ақ тақта маркері', en: 'Whiteboard marker|dry-erase marker|board marker', es: 'Marcador para pizarra|fibrón para pizarra' },
    { slug: 'highlighter', m: [], waste: 'smallPlastic', ru: 'Текстовыделитель|выделитель|маркер-выделитель|текстмаркер', kk: 'Мәтін белгілегіш|текстовыделитель', en: 'Highlighter pen|text marker|Stabilo Boss|hi-liter', es: 'Resaltador|marcador fluorescente|Stabilo' },
    { slug: 'gel-pen', m: [], waste: 'smallPlastic', ru: 'Гелевая ручка|перьевая ручка|стержни для ручек|стержень', kk: 'Гельді қалам|қауырсын қалам|қалам өзегі', en: 'Gel pen|fountain pen|pen refills|ink refill|biro', es: 'Lapicera de gel|pluma fuente|repuestos de birome|cartuchos de lapicera' },
    { slug: 'mechanical-pencil', m: [], waste: 'smallPlastic', ru: 'Механический карандаш|грифели|грифель|цанговый карандаш', kk: 'Механикалық қарындаш|грифель|қарындаш өзегі', en: 'Mechanical pencil|pencil leads|propelling pencil|lead refills', es: 'Portaminas|minas|minas de portaminas' },
    { slug: 'coloured-pencils', m: [], waste: 'general', ru: 'Цветные карандаши|набор карандашей|акварельные карандаши', kk: 'Түрлі түсті қарындаштар|қарындаштар жинағы', en: 'Coloured pencils|colored pencils|pencil crayons', es: 'Lápices de colores|lápices de pintar' },
    { slug: 'eraser-rubber', m: [], waste: 'rubber', ru: 'Стёрка|стирательная резинка|стирашка', kk: 'Резеңке өшіргіш|ластик', en: 'Rubber eraser|India rubber|pencil rubber', es: 'Goma de lápiz|gomita de borrar' },
    { slug: 'pencil-sharpener', m: [], waste: 'smallPlastic', ru: 'Точилка|точилка для карандашей|точилка с контейнером', kk: 'Қарындаш ұштағыш|ұштағыш', en: 'Pencil grinder|pencil pointer', es: 'Sacapuntas|afilalápices' },
    { slug: 'correction-tape', m: [], waste: 'smallPlastic', ru: 'Корректирующая лента|корректор-лента|штрих-лента', kk: 'Түзету таспасы|корректор таспа', en: 'Correction tape|correction roller|Tipp-Ex mouse', es: 'Cinta correctora|corrector en cinta' },
    { slug: 'ruler-set', m: [], waste: 'smallPlastic', ru: 'Линейка|транспортир|школьная линейка|лекало', kk: 'Сызғыш|транспортир|бұрыштық', en: 'Ruler|protractor|plastic ruler', es: 'Regla|transportador|regla escolar' },
    { slug: 'page-markers', m: [], waste: 'smallPlastic', ru: 'Стикеры-закладки|закладки пластиковые|флажки-закладки|индексы', kk: 'Бетбелгі стикерлер|пластик бетбелгілер', en: 'Page markers|sticky tabs|index tabs|page flags', es: 'Señaladores adhesivos|banderitas adhesivas' },
    { slug: 'whiteboard', m: [], waste: 'general', ru: 'Маркерная доска|магнитная доска|школьная доска|грифельная доска', kk: 'Маркер тақтасы|мектеп тақтасы', en: 'Whiteboard|magnetic board|chalkboard|blackboard', es: 'Pizarra blanca|pizarrón|pizarra magnética' },
    { slug: 'globe', m: [], waste: 'general', ru: 'Глобус|школьный глобус|глобус-ночник', kk: 'Глобус|жер шары глобусы', en: 'Globe|world globe|desk globe', es: 'Globo terráqueo|mapamundi' },
    { slug: 'name-badge', m: [], waste: 'smallPlastic', ru: 'Бейдж|пропуск|ланъярд|держатель для бейджа', kk: 'Бейдж|рұқсатнама|бейдж ұстағыш', en: 'Name badge|lanyard|ID badge holder|badge', es: 'Credencial|porta credencial|cinta para credencial' },
    { slug: 'rubber-stamp', m: [], waste: 'general', ru: 'Печать|штамп|штемпельная подушка|оснастка для печати', kk: 'Мөр|штамп|мөр жастығы', en: 'Rubber stamp|ink pad|self-inking stamp|company stamp', es: 'Sello|almohadilla de sellos|sello automático' },
    { slug: 'mouse-pad', m: [], waste: 'general', ru: 'Коврик для мыши|коврик для мышки|подставка под запястье', kk: 'Тінтуір кілемшесі|тінтуір төсемі', en: 'Mouse pad|mouse mat|wrist rest', es: 'Pad de mouse|alfombrilla de ratón|mousepad' },
    { slug: 'rubber-bands', m: [], waste: 'rubber', ru: 'Канцелярские резинки|резинки для денег|резинка канцелярская', kk: 'Кеңсе резеңкелері|ақша резеңкесі', en: 'Rubber bands|elastic bands|rubber band', es: 'Bandas elásticas|gomitas elásticas' },
  ],
  metal: [
    { slug: 'stapler', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Степлер|дырокол|антистеплер|степлер канцелярский', kk: 'Степлер|қағаз тескіш|дырокол', en: 'Stapler|hole punch|paper punch|staple remover', es: 'Abrochadora|perforadora|saca ganchos' },
    { slug: 'paper-clips', m: ['scrap-metal'], ru: 'Скрепки|скобы для степлера|кнопки канцелярские|зажимы для бумаг|биндеры', kk: 'Қағаз қыстырғыштар|степлер скобалары|кнопкалар|биндерлер', en: 'Paper clips|stapler staples|drawing pins|thumbtacks|binder clips', es: 'Clips|ganchos de abrochadora|chinches|broches mariposa' },
    { slug: 'scissors', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Ножницы|канцелярские ножницы|детские ножницы', kk: 'Қайшы|кеңсе қайшысы|балалар қайшысы', en: 'Scissors|pair of scissors|craft scissors', es: 'Tijera|tijeras|tijera escolar' },
    { slug: 'drawing-compass', m: ['scrap-metal'], ru: 'Циркуль|готовальня|циркуль школьный', kk: 'Циркуль|сызба циркулі|мектеп циркулі', en: 'Compass|pair of compasses|geometry set', es: 'Compás|compás escolar' },
    { slug: 'metal-ruler', m: ['scrap-metal'], ru: 'Металлическая линейка|стальная линейка|алюминиевая линейка', kk: 'Металл сызғыш|болат сызғыш', en: 'Metal ruler|steel rule|aluminium ruler', es: 'Regla metálica|regla de aluminio' },
    { slug: 'filing-cabinet-drawers', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Металлическая картотека|картотечный шкаф|лоток для бумаг металлический', kk: 'Металл картотека|картотека шкафы', en: 'Card index cabinet|metal letter tray|metal desk tidy', es: 'Fichero metálico|bandeja portapapeles metálica' },
  ],
  hazardous: [
    { slug: 'correction-fluid', m: [], hazard: 'chemicals', waste: 'special', ru: 'Корректор|штрих|замазка корректирующая|корректирующая жидкость', kk: 'Корректор|штрих|түзету сұйықтығы', en: 'Correction fluid|Tipp-Ex|Wite-Out|Liquid Paper', es: 'Corrector líquido|liquid paper|corrector de papel' },
  ],
  electronics: [
    { slug: 'paper-shredder', m: ['electronics'], hazard: 'electronics', ru: 'Шредер|уничтожитель бумаг|бумагорезка', kk: 'Шредер|қағаз ұсақтағыш|қағаз турағыш', en: 'Paper shredder|shredder machine|document shredder', es: 'Trituradora de papel|destructora de documentos' },
    { slug: 'laminator', m: ['electronics'], hazard: 'electronics', ru: 'Ламинатор|аппарат для ламинирования|брошюровщик', kk: 'Ламинатор|ламинаттау аппараты', en: 'Laminator|laminating machine|binding machine', es: 'Plastificadora|laminadora|anilladora' },
  ],
};
