import type { TopicSeeds } from './types';

/** Sports, outdoors and hobbies: balls, bikes, camping, fishing, fitness, musical instruments, games, crafts, photo film. Items go under the browse category of what they are made of (docs/item-guide.md). */
export const SPORTS_HOBBY: TopicSeeds = {
  general: [
    { slug: 'easel', m: [], waste: 'wood', ru: 'Мольберт|этюдник|мольберт детский', kk: 'Мольберт|сурет тұғыры|этюдник', en: 'Easel|art easel|sketch box', es: 'Caballete|atril de pintura' },
    { slug: 'baseball-bat', m: [], waste: 'wood', ru: 'Бейсбольная бита|бита|бита для лапты', kk: 'Бейсбол таяғы|бита', en: 'Baseball bat|cricket bat|rounders bat', es: 'Bate de béisbol|bate' },
    { slug: 'table-tennis-table', m: [], waste: 'bulky', ru: 'Теннисный стол|стол для пинг-понга|стол для настольного тенниса', kk: 'Теннис үстелі|пинг-понг үстелі', en: 'Table tennis table|ping pong table', es: 'Mesa de ping pong|mesa de tenis de mesa' },
    { slug: 'football-goal', m: [], waste: 'general', ru: 'Футбольные ворота|сетка для ворот|ворота для футбола', kk: 'Футбол қақпасы|қақпа торы', en: 'Football goal|goal net|soccer goal', es: 'Arco de fútbol|red de arco' },
    { slug: 'billiards', m: [], waste: 'general', ru: 'Бильярдный кий|бильярдные шары|кий', kk: 'Бильярд таяғы|бильярд шарлары', en: 'Pool cue|snooker cue|billiard balls', es: 'Taco de pool|bolas de billar|taco de billar' },
    { slug: 'paddle-oars', m: [], waste: 'general', ru: 'Весло|вёсла|весло для байдарки|весло для сапа', kk: 'Ескек|ескектер|байдарка ескегі', en: 'Paddle|oars|kayak paddle|SUP paddle', es: 'Remo|remos|pala de kayak' },
    { slug: 'archery-bow', m: [], waste: 'general', ru: 'Лук для стрельбы|стрелы|спортивный лук|арбалет', kk: 'Садақ|садақ оғы|спорт садағы', en: 'Archery bow|arrows|recurve bow|crossbow', es: 'Arco de tiro|flechas|ballesta' },
    { slug: 'embroidery-kit', m: [], waste: 'general', ru: 'Набор для вышивания|пяльцы|канва|вышивка крестиком', kk: 'Кесте жиынтығы|кергіш|канва', en: 'Embroidery hoop|cross-stitch kit|embroidery canvas', es: 'Bastidor de bordado|kit de punto cruz|bordado' },
    { slug: 'model-kits', m: [], waste: 'smallPlastic', ru: 'Сборные модели|пластиковые модели|модель самолёта для сборки', kk: 'Құрастырмалы модельдер|пластик модельдер', en: 'Model kits|plastic model kit|Airfix|scale model', es: 'Maquetas para armar|kits de modelismo' },
    { slug: 'instrument-case', m: [], waste: 'general', ru: 'Чехол для гитары|кейс для инструмента|футляр для скрипки', kk: 'Гитара қабы|аспап қабы|скрипка қабы', en: 'Guitar case|gig bag|instrument case|violin case', es: 'Funda de guitarra|estuche de instrumento' },
    { slug: 'percussion-toys', m: [], waste: 'general', ru: 'Бубен|маракасы|ксилофон|металлофон|тамбурин', kk: 'Дабыл|асатаяқ|ксилофон|даңғыра', en: 'Tambourine|maracas|xylophone|glockenspiel', es: 'Pandereta|maracas|xilófono' },
    // Balls and rackets
    { slug: 'basketball', m: [], waste: 'rubber', ru: 'Баскетбольный мяч|волейбольный мяч|гандбольный мяч', kk: 'Баскетбол добы|волейбол добы|гандбол добы', en: 'Basketball|volleyball|netball', es: 'Pelota de básquet|pelota de vóley|pelota de handball' },
    { slug: 'ping-pong-balls', m: [], waste: 'smallPlastic', ru: 'Шарики для пинг-понга|теннисные шарики|шарик для настольного тенниса', kk: 'Пинг-понг доптары|үстел теннисі добы', en: 'Ping pong balls|table tennis balls|ping-pong ball', es: 'Pelotitas de ping pong|pelotas de tenis de mesa' },
    { slug: 'racket', m: [], waste: 'general', ru: 'Теннисная ракетка|ракетка для бадминтона|ракетка|ракетка для настольного тенниса', kk: 'Теннис ракеткасы|бадминтон ракеткасы|ракетка', en: 'Tennis racket|badminton racket|racquet|table tennis bat', es: 'Raqueta de tenis|raqueta de bádminton|raqueta|paleta de ping pong' },
    { slug: 'shuttlecock', m: [], waste: 'general', ru: 'Воланчик|волан|волан для бадминтона', kk: 'Бадминтон добы|волан', en: 'Shuttlecock|birdie|shuttle', es: 'Volante de bádminton|plumita' },
    { slug: 'exercise-ball', m: [], waste: 'rubber', ru: 'Фитбол|гимнастический мяч|мяч для фитнеса', kk: 'Фитбол|гимнастикалық доп|фитнес добы', en: 'Exercise ball|Swiss ball|fitball|gym ball', es: 'Pelota de pilates|fitball|pelota de gimnasia' },
    // Winter sports and skating
    { slug: 'downhill-skis', m: [], waste: 'bulky', ru: 'Горные лыжи|беговые лыжи|лыжные палки|лыжи детские', kk: 'Тау шаңғысы|шаңғы таяқтары|жүгіру шаңғысы', en: 'Downhill skis|cross-country skis|ski poles', es: 'Esquís de montaña|bastones de esquí|esquís de fondo' },
    { slug: 'snowboard', m: [], waste: 'bulky', ru: 'Сноуборд|крепления для сноуборда|сноуборды', kk: 'Сноуборд|сноуборд бекіткіштері', en: 'Snowboard|snowboard bindings|snowboards', es: 'Tabla de snowboard|snowboard' },
    { slug: 'ski-boots', m: [], waste: 'general', ru: 'Горнолыжные ботинки|лыжные ботинки|ботинки для сноуборда', kk: 'Шаңғы бәтеңкесі|тау шаңғысы бәтеңкесі', en: 'Ski boots|snowboard boots|cross-country ski boots', es: 'Botas de esquí|botas de snowboard' },
    { slug: 'ski-goggles', m: [], waste: 'general', ru: 'Горнолыжная маска|лыжные очки|маска для сноуборда', kk: 'Шаңғы көзілдірігі|тау шаңғысы маскасы', en: 'Ski goggles|snow goggles|snowboard goggles', es: 'Antiparras de esquí|máscara de esquí' },
    { slug: 'roller-skates', m: [], waste: 'general', ru: 'Роликовые коньки|ролики|роликовые коньки детские|квады', kk: 'Ролик коньки|роликтер', en: 'Roller skates|inline skates|rollerblades|quad skates', es: 'Patines en línea|rollers|patines de cuatro ruedas' },
    { slug: 'ice-skates', m: [], waste: 'general', ru: 'Хоккейные коньки|коньки для катания|ледовые коньки', kk: 'Мәнерлеп сырғанау коньки|хоккей коньки', en: 'Ice skates|figure skates|hockey skates', es: 'Patines de hielo|patines de hockey' },
    { slug: 'hockey-stick', m: [], waste: 'general', ru: 'Хоккейная клюшка|клюшка|клюшка для хоккея', kk: 'Хоккей таяғы|клюшка', en: 'Hockey stick|ice hockey stick|field hockey stick', es: 'Palo de hockey|bocha de hockey' },
    { slug: 'skateboard', m: [], waste: 'wood', ru: 'Скейтборд|скейт|лонгборд|пенниборд', kk: 'Скейтборд|скейт|лонгборд', en: 'Skateboard|longboard|penny board|skate deck', es: 'Skate|patineta|longboard' },
    // Cycling and helmets
    { slug: 'protective-pads', m: [], waste: 'general', ru: 'Наколенники|налокотники|защита для роликов|щитки футбольные', kk: 'Тізе қорғаныш|шынтақ қорғағыш|аяқ қорғағыш', en: 'Knee pads|elbow pads|shin pads|shin guards|protective gear', es: 'Rodilleras|coderas|canilleras' },
    // Camping and outdoors
    { slug: 'tent', m: [], waste: 'general', ru: 'Палатка|туристическая палатка|тент|шатёр', kk: 'Шатыр|палатка|туристік шатыр|шатыр-палатка', en: 'Tent|camping tent|pop-up tent|dome tent', es: 'Carpa de camping|tienda de campaña|carpa iglú' },
    { slug: 'camping-mat', m: [], waste: 'general', ru: 'Туристический коврик|каремат|пенка|туристическая пенка|самонадувающийся коврик', kk: 'Туристік төсеніш|каремат|пенка', en: 'Camping mat|sleeping pad|foam mat|roll mat|karrimat', es: 'Aislante|colchoneta de camping' },
    { slug: 'climbing-rope', m: [], waste: 'general', ru: 'Альпинистская верёвка|верёвка|трос|паракорд|страховочная верёвка', kk: 'Альпинистік арқан|арқан|паракорд', en: 'Climbing rope|rope|paracord|guy rope', es: 'Cuerda de escalada|soga|paracord' },
    { slug: 'binoculars', m: [], waste: 'general', ru: 'Бинокль|подзорная труба|телескоп|монокуляр', kk: 'Дүрбі|телескоп|монокуляр', en: 'Binoculars|telescope|spyglass|monocular', es: 'Binoculares|largavista|telescopio' },
    // Fishing
    { slug: 'fishing-line', m: [], waste: 'general', ru: 'Леска|рыболовная леска|плетёнка|шнур рыболовный', kk: 'Балық аулау жібі|қармақ жібі|леска', en: 'Fishing line|monofilament|braided line|fishing braid', es: 'Tanza|línea de pesca|nylon de pesca' },
    { slug: 'fishing-rod', m: [], waste: 'general', ru: 'Удочка|спиннинг|удилище|катушка рыболовная', kk: 'Қармақ|спиннинг|қармақ сабы|балық катушкасы', en: 'Fishing rod|spinning rod|fishing pole|fishing reel', es: 'Caña de pescar|reel|caña de spinning' },
    { slug: 'fishing-net', m: [], waste: 'general', ru: 'Рыболовная сеть|сеть|садок|подсачек', kk: 'Балық торы|ау|балық ауы', en: 'Fishing net|landing net|keep net', es: 'Red de pesca|mediomundo' },
    // Fitness
    { slug: 'yoga-mat', m: [], waste: 'general', ru: 'Коврик для йоги|коврик для фитнеса|йога-мат|гимнастический коврик', kk: 'Йога кілемшесі|фитнес кілемшесі|гимнастика кілемшесі', en: 'Yoga mat|exercise mat|gym mat|pilates mat', es: 'Mat de yoga|colchoneta|colchoneta de gimnasia' },
    { slug: 'skipping-rope', m: [], waste: 'general', ru: 'Скакалка|скакалки|скакалка спортивная', kk: 'Секіртпе|скакалка|арқан секіру', en: 'Skipping rope|jump rope|speed rope', es: 'Soga de saltar|cuerda para saltar' },
    { slug: 'hula-hoop', m: [], waste: 'general', ru: 'Обруч|хулахуп|обруч для талии', kk: 'Құрсау|хулахуп|гимнастикалық құрсау', en: 'Hula hoop|hoop|weighted hoop', es: 'Aro|hula hula|ula ula' },
    { slug: 'boxing-gloves', m: [], waste: 'general', ru: 'Боксёрские перчатки|боксерская груша|перчатки для бокса|лапы для бокса', kk: 'Бокс қолғаптары|бокс қапшығы|бокс алақаны', en: 'Boxing gloves|punching bag|punchbag|focus mitts', es: 'Guantes de box|bolsa de boxeo|guantines' },
    { slug: 'swim-gear', m: [], waste: 'rubber', ru: 'Шапочка для плавания|очки для плавания|маска для плавания|трубка для плавания', kk: 'Жүзу шапкасы|жүзу көзілдірігі|жүзу маскасы', en: 'Swim cap|swimming goggles|snorkel mask|snorkel', es: 'Gorro de natación|antiparras de natación|máscara de snorkel' },
    { slug: 'flippers', m: [], waste: 'rubber', ru: 'Ласты|ласты для плавания|ласты детские', kk: 'Ласт|жүзу ласттары|ласттар', en: 'Flippers|swim fins|diving fins', es: 'Patas de rana|aletas de buceo' },
    { slug: 'wetsuit', m: [], waste: 'rubber', ru: 'Гидрокостюм|неопрен|гидрокостюм для плавания', kk: 'Гидрокостюм|неопрен костюм', en: 'Wetsuit|neoprene|neoprene suit', es: 'Traje de neoprene|neoprene|traje de buceo' },
    { slug: 'resistance-bands', m: [], waste: 'rubber', ru: 'Эспандер|фитнес-резинка|резинки для фитнеса|резиновая лента для упражнений', kk: 'Эспандер|фитнес резеңкесі|жаттығу таспасы', en: 'Resistance bands|exercise bands|chest expander|loop bands', es: 'Banda de resistencia|bandas de ejercicio|banda elástica para ejercicios' },
    { slug: 'darts', m: [], waste: 'general', ru: 'Дартс|дротики|мишень для дартса', kk: 'Дартс|дартс жебелері|дартс нысанасы', en: 'Darts|dartboard|dart', es: 'Dardos|tablero de dardos' },
    { slug: 'kite', m: [], waste: 'general', ru: 'Воздушный змей|змей воздушный|кайт', kk: 'Батпырауық|әуе жыланы|кайт', en: 'Kite|flying kite|kitesurf kite', es: 'Barrilete|cometa|papalote' },
    { slug: 'saddle-tack', m: [], waste: 'general', ru: 'Седло|конская сбруя|уздечка|стремена', kk: 'Ер-тұрман|ер|жүген|үзеңгі', en: 'Saddle|horse tack|bridle|stirrups', es: 'Montura|recado|riendas' },
    // Games and puzzles
    { slug: 'chess-set', m: [], waste: 'wood', ru: 'Шахматы|шашки|нарды|шахматная доска', kk: 'Шахмат|дойбы|тоғызқұмалақ|нарды', en: 'Chess set|draughts|checkers|backgammon|chessboard', es: 'Ajedrez|damas|backgammon|tablero de ajedrez' },
    { slug: 'playing-cards', m: [], waste: 'general', ru: 'Игральные карты|колода карт|карты игральные|УНО', kk: 'Ойын карталары|карта ойыны|карта колодасы', en: 'Playing cards|deck of cards|pack of cards|UNO cards', es: 'Naipes|mazo de cartas|cartas españolas|UNO' },
    { slug: 'dice-dominoes', m: [], waste: 'smallPlastic', ru: 'Игральные кости|игровые фишки|кубики для настолки', kk: 'Ойын сүйектері|ойын фишкалары|ойын текшелері', en: 'Dominoes|dice|game counters|game pieces', es: 'Dominó|dados|fichas de juego' },
    // Music
    { slug: 'guitar', m: [], waste: 'wood', ru: 'Гитара|акустическая гитара|укулеле|классическая гитара', kk: 'Гитара|акустикалық гитара|укулеле', en: 'Guitar|acoustic guitar|ukulele|classical guitar', es: 'Guitarra|guitarra criolla|ukelele' },
    { slug: 'dombra', m: [], waste: 'wood', ru: 'Домбра|домбыра|кобыз|балалайка', kk: 'Домбыра|қобыз|шертер|жетіген', en: 'Dombra|kobyz|Kazakh lute|balalaika', es: 'Dombra|kobyz|balalaika' },
    { slug: 'violin', m: [], waste: 'wood', ru: 'Скрипка|виолончель|смычок|альт', kk: 'Скрипка|виолончель|ысқыш', en: 'Violin|cello|fiddle|violin bow', es: 'Violín|violonchelo|arco de violín' },
    { slug: 'drum-kit', m: [], waste: 'bulky', ru: 'Барабан|ударная установка|барабанные палочки|тарелки барабанные', kk: 'Барабан|дауылпаз|ұрмалы аспаптар', en: 'Drum|drum kit|drumsticks|cymbals', es: 'Tambor|set de percusión|redoblante|platillos' },
    { slug: 'recorder-flute', m: [], waste: 'general', ru: 'Блокфлейта|флейта|дудка|губная гармошка|свирель', kk: 'Сыбызғы|флейта|ауыз гармоны|сырнай', en: 'Recorder|flute|harmonica|tin whistle|mouth organ', es: 'Flauta dulce|flauta|armónica' },
    { slug: 'accordion', m: [], waste: 'bulky', ru: 'Аккордеон|баян|гармонь|гармошка', kk: 'Аккордеон|баян|гармонь', en: 'Accordion|button accordion|concertina|squeezebox', es: 'Acordeón|bandoneón|verdulera' },
    { slug: 'piano', m: [], waste: 'bulky', ru: 'Пианино|фортепиано|рояль|старое пианино', kk: 'Пианино|фортепиано|рояль', en: 'Piano|upright piano|grand piano', es: 'Piano|piano vertical|piano de cola' },
    // Photo
    { slug: 'photo-film', m: [], waste: 'general', ru: 'Фотоплёнка|плёнка для фотоаппарата|негативы|фотоплёнки|слайды', kk: 'Фотоүлдір|фотопленка|негативтер|слайдтар', en: 'Camera film|35mm film|negatives|photographic film|slides', es: 'Rollo de fotos|negativos|película fotográfica|diapositivas' },
    // Crafts
    { slug: 'sewing-thread', m: [], waste: 'general', ru: 'Нитки|катушки ниток|швейные нитки|мулине', kk: 'Тігін жібі|жіп орамы|мулине', en: 'Sewing thread|cotton reels|thread spools|embroidery floss', es: 'Hilo de coser|carretel de hilo|hilo de bordar' },
    { slug: 'sewing-needles', m: [], hazard: 'sharp', waste: 'general', ru: 'Швейные иглы|булавки|иголки для шитья|английские булавки', kk: 'Тігін инелері|түйреуіштер|ағылшын түйреуіші', en: 'Sewing needles|pins|safety pins|dressmaking pins', es: 'Agujas de coser|alfileres|alfileres de gancho' },
    { slug: 'craft-beads', m: [], waste: 'general', ru: 'Бисер|бусины для рукоделия|стразы|фурнитура для бижутерии', kk: 'Бисер|қолөнер моншағы|стразы', en: 'Seed beads|craft beads|rhinestones|jewellery findings', es: 'Mostacillas|cuentas|strass' },
    { slug: 'art-canvas', m: [], waste: 'general', ru: 'Холст|холст на подрамнике|подрамник|картон для живописи', kk: 'Кенеп|холст|сурет кенебі', en: 'Art canvas|stretched canvas|canvas board', es: 'Lienzo|bastidor|tela para pintar' },
  ],
  textiles: [
    { slug: 'sleeping-bag', m: ['textiles'], tip: 'wash', ru: 'Спальный мешок|спальник|спальник туристический', kk: 'Ұйықтау қабы|спальник|туристік ұйықтау қабы', en: 'Sleeping bag|sleeping bags|camping sleeping bag', es: 'Bolsa de dormir|saco de dormir' },
    { slug: 'knitting-yarn', m: ['textiles'], ru: 'Остатки пряжи|клубки ниток|мотки пряжи|нитки для вязания', kk: 'Жіп шумақтары|тоқу жібі|иіру жібінің қалдықтары', en: 'Knitting wool|balls of yarn|yarn scraps|leftover yarn', es: 'Ovillos de lana|lana para tejer|restos de lana' },
    { slug: 'craft-felt', m: ['textiles'], ru: 'Фетр|фетр для рукоделия|листовой фетр', kk: 'Фетр|қолөнер фетрі', en: 'Craft felt|felt sheets|felt squares', es: 'Fieltro para manualidades|paño lenci' },
  ],
  plastic: [
  ],
  paper: [
  ],
  metal: [
    { slug: 'tripod', m: ['scrap-metal'], ru: 'Штатив|тренога|штатив для фотоаппарата', kk: 'Үшаяқ|фото үшаяғы|фотоаппарат үшаяғы', en: 'Tripod|camera tripod|light stand', es: 'Trípode|trípode de cámara' },
    { slug: 'basketball-hoop', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Баскетбольное кольцо|баскетбольный щит|стойка баскетбольная', kk: 'Баскетбол сақинасы|баскетбол щиті', en: 'Basketball hoop|backboard|basketball ring', es: 'Aro de básquet|tablero de básquet' },
    { slug: 'pull-up-bar', m: ['scrap-metal'], ru: 'Турник|шведская стенка|брусья|турник настенный', kk: 'Турник|швед қабырғасы|брусья', en: 'Pull-up bar|wall bars|parallel bars|chin-up bar', es: 'Barra de dominadas|espaldar|paralelas' },
    { slug: 'trekking-poles', m: ['scrap-metal'], ru: 'Треккинговые палки|палки для скандинавской ходьбы|палки для ходьбы', kk: 'Треккинг таяқтары|скандинавиялық жүріс таяқтары', en: 'Trekking poles|Nordic walking poles|hiking poles|walking sticks', es: 'Bastones de trekking|bastones de caminata' },
    { slug: 'kick-scooter', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Самокат|кикскутер|трюковой самокат', kk: 'Самокат|трюк самокаты', en: 'Kick scooter|push scooter|scooter|stunt scooter', es: 'Monopatín|monopatín del pie|scooter' },
    { slug: 'weights', m: ['scrap-metal'], ru: 'Гиря|штанга|блины для штанги|гантель', kk: 'Гір тас|штанга|гантель|штанга дискілері', en: 'Kettlebell|barbell|weight plates|dumbbells', es: 'Pesas|mancuernas|pesa rusa|barra de pesas' },
    { slug: 'camping-pot', m: ['scrap-metal'], ru: 'Котелок|туристическая посуда|походный котелок|туристическая кружка', kk: 'Қазанша|жорық ыдысы|туристік ыдыс', en: 'Camping pot|mess tin|billycan|camping cookware', es: 'Olla de camping|jarro de campamento|pava de camping' },
    { slug: 'golf-clubs', m: ['scrap-metal'], ru: 'Клюшки для гольфа|клюшка для гольфа|набор для гольфа', kk: 'Гольф таяқтары|гольф таяғы', en: 'Golf clubs|golf club|golf irons', es: 'Palos de golf|palo de golf' },
    { slug: 'medals-trophies', m: ['scrap-metal'], tip: 'scrapClean', ru: 'Медали|кубки|награды спортивные|кубок', kk: 'Медальдар|кубоктар|марапаттар|кубок', en: 'Medals|trophies|awards|trophy', es: 'Medallas|trofeos|copas' },
    { slug: 'brass-instruments', m: ['scrap-metal'], ru: 'Музыкальная труба|саксофон|тромбон|духовые инструменты|валторна', kk: 'Саксофон|кернейсырнай|үрмелі аспаптар', en: 'Trumpet|saxophone|trombone|brass instrument|tuba', es: 'Trompeta|saxofón|trombón|instrumento de viento' },
    { slug: 'instrument-strings', m: ['scrap-metal'], ru: 'Струны|гитарные струны|струна|струны для домбры', kk: 'Ішектер|гитара ішектері|домбыра ішегі', en: 'Guitar strings|strings|string set|steel strings', es: 'Cuerdas de guitarra|encordado|cuerdas de metal' },
    { slug: 'knitting-needles', m: ['scrap-metal'], ru: 'Спицы|спицы для вязания|крючок для вязания', kk: 'Тоқыма шыбықтары|тоқу ілмегі|шыбықтар', en: 'Knitting needles|crochet hook|knitting pins', es: 'Agujas de tejer|crochet|palillos de tejer' },
  ],
  hazardous: [
    { slug: 'fishing-hooks', m: [], hazard: 'sharp', waste: 'general', ru: 'Рыболовные крючки|блёсны|мормышки|крючки', kk: 'Балық ілмегі|блесна|қармақ ілмектері', en: 'Fishing hooks|lures|spinners|fish hooks', es: 'Anzuelos|señuelos|cucharitas de pesca' },
    { slug: 'camping-stove', m: ['scrap-metal'], hazard: 'gas', ru: 'Туристическая горелка|портативная газовая плита|газовая плитка|горелка для кемпинга', kk: 'Туристік жанарғы|портативті газ плитасы', en: 'Portable gas stove|gas burner|backpacking stove|camp stove', es: 'Anafe portátil|calentador a gas|hornalla de camping' },
    { slug: 'artist-paints', m: [], hazard: 'paint', waste: 'special', ru: 'Масляные краски|акриловые краски|художественные краски|краски для холста', kk: 'Майлы бояулар|акрил бояулары|көркем бояулар', en: 'Oil paints|acrylic paints|artist paints|turpentine for painting', es: 'Óleos|acrílicos|pinturas al óleo|pintura para cuadros' },
  ],
  electronics: [
    { slug: 'treadmill', m: ['electronics'], hazard: 'electronics', ru: 'Беговая дорожка|велотренажёр|эллипс|электрический тренажёр', kk: 'Жүгіру жолы|велотренажер|эллипс тренажері', en: 'Treadmill|exercise bike|cross trainer|elliptical', es: 'Cinta de correr|bici fija|elíptico|bicicleta fija' },
    { slug: 'electric-guitar', m: ['electronics'], hazard: 'electronics', ru: 'Электрогитара|бас-гитара|электроакустическая гитара', kk: 'Электрогитара|бас гитара', en: 'Electric guitar|bass guitar|electro-acoustic guitar', es: 'Guitarra eléctrica|bajo eléctrico' },
    { slug: 'disposable-camera', m: ['electronics'], tip: 'removeBatteries', hazard: 'electronics', ru: 'Одноразовый фотоаппарат|одноразовая камера', kk: 'Бір реттік фотоаппарат|бір реттік камера', en: 'Disposable camera|single-use camera', es: 'Cámara descartable|cámara de un solo uso' },
    { slug: 'polaroid-film', m: ['electronics'], hazard: 'battery', ru: 'Кассета Polaroid|картридж Polaroid 600|кассета полароид', kk: 'Polaroid кассетасы|Polaroid картриджі|полароид кассетасы', en: 'Polaroid film pack|Polaroid 600 film|SX-70 film', es: 'Cartucho Polaroid|película Polaroid 600' },
  ],
};
