/**
 * Texts many items share, written for this project: preparation tips, what not to do with a
 * hazardous item, and the plain answer for things no point takes. Referenced by id from the
 * category files; every id has all four languages (checked by test/unit/item-dictionary.test.ts).
 */
import type { ItemLang } from './types';

type Text = Record<ItemLang, string>;

export const TIPS: Record<string, Text> = {
  rinse: {
    ru: 'Сполосните от остатков еды и напитков и дайте высохнуть.',
    kk: 'Тамақ пен сусын қалдықтарынан шайып, кептіріңіз.',
    en: 'Rinse out food and drink and let it dry.',
    es: 'Enjuagá los restos de comida o bebida y dejalo secar.',
  },
  capOff: {
    ru: 'Слейте остатки, сомните бутылку, крышку сдайте отдельно — она из другого пластика.',
    kk: 'Қалдығын төгіп, бөтелкені жаншыңыз; қақпағын бөлек тапсырыңыз — ол басқа пластиктен.',
    en: 'Empty it, squash it and hand the cap in separately: it is a different plastic.',
    es: 'Vaciala, aplastala y entregá la tapa aparte: es de otro plástico.',
  },
  tapeTerminals: {
    ru: 'Заклейте контакты скотчем и храните в коробке, а не в металлической банке.',
    kk: 'Түйіспелерін скотчпен жабыңыз, металл банкада емес, қорапта сақтаңыз.',
    en: 'Tape over the terminals and keep them in a box, not a metal tin.',
    es: 'Cubrí los polos con cinta y guardalas en una caja, no en una lata.',
  },
  flatten: {
    ru: 'Разберите и сложите плоско, снимите скотч и пластиковые вставки.',
    kk: 'Бөлшектеп, жалпақ етіп бүктеңіз; скотч пен пластик бөліктерін алыңыз.',
    en: 'Flatten it and take off tape and plastic inserts.',
    es: 'Desarmala y aplanala; sacá la cinta y los plásticos.',
  },
  dry: {
    ru: 'Сдавайте сухим и чистым: мокрая бумага в переработку не идёт.',
    kk: 'Құрғақ әрі таза тапсырыңыз: сулы қағаз өңдеуге жарамайды.',
    en: 'Keep it clean and dry: wet paper cannot be recycled.',
    es: 'Entregalo limpio y seco: el papel mojado no se recicla.',
  },
  greasyOff: {
    ru: 'Оторвите жирные и испачканные части — их в общий мусор, чистый картон сдайте.',
    kk: 'Майлы, кір бөліктерін жыртып алыңыз — оларды жалпы қоқысқа, таза картонды тапсырыңыз.',
    en: 'Tear off greasy or food-stained parts for the bin and hand in the clean cardboard.',
    es: 'Cortá las partes con grasa (van a la basura) y entregá el cartón limpio.',
  },
  wholeBox: {
    ru: 'Снимите пластиковое окно и ручки, если они есть.',
    kk: 'Пластик терезесі мен тұтқалары болса, алып тастаңыз.',
    en: 'Remove any plastic window or handles.',
    es: 'Sacá la ventanita de plástico y las manijas, si tiene.',
  },
  noStaples: {
    ru: 'Скрепки и пружины можно не снимать, а обложки из пластика уберите.',
    kk: 'Қыстырғыштарды алмауға болады, пластик мұқабаларды алыңыз.',
    en: 'Staples can stay; take off plastic covers and spiral bindings.',
    es: 'Los ganchitos pueden quedar; sacá tapas de plástico y espirales.',
  },
  removeBatteries: {
    ru: 'Выньте батарейки и аккумуляторы, если они снимаются, и сдайте их отдельно.',
    kk: 'Батареялар мен аккумуляторларды алуға болса, шығарып, бөлек тапсырыңыз.',
    en: 'Take out removable batteries and hand them in separately.',
    es: 'Sacá las pilas o baterías extraíbles y entregalas aparte.',
  },
  wipeData: {
    ru: 'Сотрите личные данные, выйдите из аккаунтов и выньте SIM- и карты памяти.',
    kk: 'Жеке деректерді өшіріп, аккаунттардан шығып, SIM және жад карталарын алыңыз.',
    en: 'Wipe your data, sign out of accounts and remove SIM and memory cards.',
    es: 'Borrá tus datos, cerrá sesión y sacá la SIM y la tarjeta de memoria.',
  },
  lampWhole: {
    ru: 'Сдавайте целой, в коробке от новой лампы или завернув в бумагу.',
    kk: 'Бүтін күйінде, жаңа шамның қорабында немесе қағазға орап тапсырыңыз.',
    en: 'Bring it whole, in the new lamp\'s box or wrapped in paper.',
    es: 'Llevala entera, en la caja de la lámpara nueva o envuelta en papel.',
  },
  crush: {
    ru: 'Сполосните и сомните банку — она займёт меньше места.',
    kk: 'Шайып, банканы жаншыңыз — аз орын алады.',
    en: 'Rinse it and crush it to save space.',
    es: 'Enjuagala y aplastala para que ocupe menos.',
  },
  emptyAerosol: {
    ru: 'Сдавайте только полностью пустой баллон, не прокалывайте и не сминайте его.',
    kk: 'Тек толық бос баллонды тапсырыңыз, оны тесуге не жаншуға болмайды.',
    en: 'Only a completely empty can; never pierce or crush it.',
    es: 'Solo vacío por completo; no lo perfores ni lo aplastes.',
  },
  wash: {
    ru: 'Постирайте и высушите, сложите в плотный пакет.',
    kk: 'Жуып, кептіріп, берік пакетке салыңыз.',
    en: 'Wash and dry it and bring it in a tied bag.',
    es: 'Lavala, secala y llevala en una bolsa cerrada.',
  },
  pairs: {
    ru: 'Свяжите пару вместе, чтобы обувь не потерялась.',
    kk: 'Жұбын бір-біріне байлаңыз, жоғалмас үшін.',
    en: 'Tie the pair together so it stays a pair.',
    es: 'Atá el par para que no se separe.',
  },
  bagFilm: {
    ru: 'Соберите чистую сухую плёнку в один пакет; наклейки-чеки снимите.',
    kk: 'Таза, құрғақ үлдірді бір пакетке жинаңыз; жапсырма-чектерді алыңыз.',
    en: 'Collect clean, dry film in one bag; peel off paper labels.',
    es: 'Juntá el film limpio y seco en una bolsa; sacá las etiquetas de papel.',
  },
  lidOff: {
    ru: 'Снимите металлическую крышку (её — к банкам) и сполосните.',
    kk: 'Металл қақпағын алып (ол — банкаларға), шайыңыз.',
    en: 'Take off the metal lid (it goes with cans) and rinse.',
    es: 'Sacá la tapa metálica (va con las latas) y enjuagá.',
  },
  cartonRinse: {
    ru: 'Сполосните, раскройте уголки и сплющите пакет.',
    kk: 'Шайып, бұрыштарын ашып, қорапты жалпайтыңыз.',
    en: 'Rinse, open the corners and flatten the carton.',
    es: 'Enjuagalo, abrí las puntas y aplastalo.',
  },
  cableTie: {
    ru: 'Смотайте провода и свяжите их, чтобы не путались.',
    kk: 'Сымдарды орап, шатаспас үшін байлаңыз.',
    en: 'Coil the cables and tie them up.',
    es: 'Enrollá los cables y atalos.',
  },
  wholeGlass: {
    ru: 'Крышки и пробки снимите; бьющееся стекло заверните.',
    kk: 'Қақпақ пен тығындарын алыңыз; сынатын шыныны ораңыз.',
    en: 'Remove caps and corks; wrap anything that may break.',
    es: 'Sacá tapas y corchos; envolvé lo que pueda romperse.',
  },
  scrapClean: {
    ru: 'Отделите пластиковые и деревянные части, если это несложно.',
    kk: 'Мүмкін болса, пластик пен ағаш бөліктерін бөліп алыңыз.',
    en: 'Take off plastic and wooden parts where that is easy.',
    es: 'Sacá las partes de plástico o madera si es fácil.',
  },
};

export const HAZARDS: Record<string, Text> = {
  battery: {
    ru: 'Не выбрасывайте в мусор, не сжигайте и не разбирайте: тяжёлые металлы попадут в почву и воду.',
    kk: 'Қоқысқа тастамаңыз, өртемеңіз, бөлшектемеңіз: ауыр металдар топыраққа және суға түседі.',
    en: 'Never put it in the bin, burn it or take it apart: heavy metals leak into soil and water.',
    es: 'No la tires a la basura, no la quemes ni la desarmes: los metales pesados contaminan suelo y agua.',
  },
  lithium: {
    ru: 'Не прокалывайте, не нагревайте и не бросайте в мусоровоз: литиевый аккумулятор может загореться.',
    kk: 'Теспеңіз, қыздырмаңыз, қоқыс көлігіне тастамаңыз: литий аккумуляторы жануы мүмкін.',
    en: 'Do not puncture, heat or bin it: a damaged lithium battery can catch fire in a bin lorry.',
    es: 'No la perfores, calientes ni tires: una batería de litio dañada puede incendiarse en el camión.',
  },
  mercury: {
    ru: 'Содержит ртуть: не бейте и не выбрасывайте. Если разбилась — проветрите, соберите осколки в банку, не пылесосьте.',
    kk: 'Құрамында сынап бар: сындырмаңыз, тастамаңыз. Сынса — желдетіп, сынықтарды банкаға жинаңыз, шаңсорғышпен тартпаңыз.',
    en: 'Contains mercury: do not break or bin it. If it breaks, air the room, sweep shards into a jar and never vacuum.',
    es: 'Contiene mercurio: no la rompas ni la tires. Si se rompe, ventilá, juntá los restos en un frasco y no uses aspiradora.',
  },
  thermometer: {
    ru: 'Ртуть ядовита: не выбрасывайте и не разбивайте. Пролитую ртуть не подметайте и не пылесосьте — вызовите службу спасения.',
    kk: 'Сынап улы: тастамаңыз, сындырмаңыз. Төгілген сынапты сыпырмаңыз, шаңсорғышпен тартпаңыз — құтқару қызметін шақырыңыз.',
    en: 'Mercury is poisonous: do not bin or break it. Never sweep or vacuum spilled mercury; call the emergency service.',
    es: 'El mercurio es tóxico: no lo tires ni lo rompas. No barras ni aspires el mercurio derramado; llamá a emergencias.',
  },
  electronics: {
    ru: 'Не выбрасывайте в контейнер и не разбирайте сами: внутри свинец, ртуть и другие опасные вещества.',
    kk: 'Контейнерге тастамаңыз, өзіңіз бөлшектемеңіз: ішінде қорғасын, сынап және басқа қауіпті заттар бар.',
    en: 'Do not bin it or strip it yourself: it contains lead, mercury and other harmful substances.',
    es: 'No lo tires ni lo desarmes: contiene plomo, mercurio y otras sustancias peligrosas.',
  },
  coolant: {
    ru: 'Не режьте трубки и не опрокидывайте: хладагент и масло вредны для людей и озонового слоя.',
    kk: 'Түтіктерін кеспеңіз, аудармаңыз: салқындатқыш пен май адамға және озон қабатына зиянды.',
    en: 'Do not cut the pipes or tip it over: the refrigerant and oil harm people and the ozone layer.',
    es: 'No cortes los caños ni lo vuelques: el refrigerante y el aceite dañan a las personas y al ozono.',
  },
  paint: {
    ru: 'Не выливайте в канализацию и на землю, не сжигайте. Засохшую краску в закрытой банке можно в общий мусор.',
    kk: 'Кәрізге немесе жерге төкпеңіз, өртемеңіз. Жабық банкадағы кепкен бояуды жалпы қоқысқа салуға болады.',
    en: 'Never pour it down the drain or on the ground, never burn it. Fully dried paint in a closed tin may go in the bin.',
    es: 'No la tires por la cañería ni al suelo, no la quemes. La pintura seca en lata cerrada puede ir a la basura.',
  },
  chemicals: {
    ru: 'Не смешивайте с другими средствами и не выливайте в раковину; храните в родной закрытой упаковке.',
    kk: 'Басқа заттармен араластырмаңыз, раковинаға төкпеңіз; өз жабық қаптамасында сақтаңыз.',
    en: 'Do not mix it with other products or pour it down the sink; keep it closed in its own container.',
    es: 'No la mezcles con otros productos ni la tires a la pileta; guardala cerrada en su envase.',
  },
  tyre: {
    ru: 'Не сжигайте и не оставляйте во дворе или в лесу: горящая резина очень токсична.',
    kk: 'Өртемеңіз, аулада не орманда қалдырмаңыз: жанған резеңке өте улы.',
    en: 'Never burn it or dump it outdoors: burning rubber is highly toxic.',
    es: 'No la quemes ni la abandones: la goma quemada es muy tóxica.',
  },
  medicine: {
    ru: 'Не смывайте в унитаз и не выливайте в раковину: лекарства попадают в воду.',
    kk: 'Унитазға ағызбаңыз, раковинаға төкпеңіз: дәрілер суға түседі.',
    en: 'Never flush medicines or pour them down the sink: they end up in the water.',
    es: 'No tires medicamentos al inodoro ni a la pileta: terminan en el agua.',
  },
  oil: {
    ru: 'Не выливайте в канализацию и на землю: один литр масла загрязняет тонны воды.',
    kk: 'Кәрізге немесе жерге төкпеңіз: бір литр май тонналаған суды ластайды.',
    en: 'Never pour it down the drain or onto soil: one litre of oil pollutes tonnes of water.',
    es: 'No lo tires por la cañería ni al suelo: un litro de aceite contamina toneladas de agua.',
  },
  gas: {
    ru: 'Не прокалывайте, не сжигайте и не нагревайте: баллон под давлением может взорваться.',
    kk: 'Теспеңіз, өртемеңіз, қыздырмаңыз: қысымдағы баллон жарылуы мүмкін.',
    en: 'Do not pierce, burn or heat it: a pressurised can may explode.',
    es: 'No lo perfores, quemes ni calientes: un envase a presión puede explotar.',
  },
  fuel: {
    ru: 'Легко воспламеняется: не выливайте в канализацию и на землю, не храните дома в открытой таре и не бросайте канистру в мусор.',
    kk: 'Тез тұтанады: кәрізге немесе жерге төкпеңіз, үйде ашық ыдыста сақтамаңыз, канистрді қоқысқа тастамаңыз.',
    en: 'Highly flammable: never pour it down the drain or onto soil, keep it closed and out of the house, and never bin the can.',
    es: 'Muy inflamable: no lo tires por la cañería ni al suelo, guardalo cerrado fuera de la casa y no tires el bidón a la basura.',
  },
  sharp: {
    ru: 'Иглы и шприцы сложите в плотную закрытую пластиковую бутылку, чтобы никто не укололся.',
    kk: 'Инелер мен шприцтерді ешкім шаншылмас үшін қатты, жабық пластик бөтелкеге салыңыз.',
    en: 'Put needles and syringes in a rigid closed plastic bottle so nobody gets hurt.',
    es: 'Poné agujas y jeringas en una botella de plástico rígida y cerrada para que nadie se lastime.',
  },
};

export const ANSWERS: Record<string, Text> = {
  greasy: {
    ru: 'В общий мусор: жир и остатки еды портят бумажное сырьё, такую бумагу не берут.',
    kk: 'Жалпы қоқысқа: май мен тамақ қалдықтары қағаз шикізатын бүлдіреді, мұндай қағазды алмайды.',
    en: 'General waste: grease and food spoil the paper pulp, so no point takes it.',
    es: 'A la basura común: la grasa y la comida arruinan la pulpa de papel, nadie la recibe.',
  },
  composite: {
    ru: 'В общий мусор: слои разных материалов склеены намертво, и разделить их на переработке нельзя.',
    kk: 'Жалпы қоқысқа: әртүрлі материал қабаттары тығыз жабысқан, өңдеуде оларды бөлу мүмкін емес.',
    en: 'General waste: layers of different materials are bonded together and cannot be separated for recycling.',
    es: 'A la basura común: tiene capas de materiales pegadas que no se pueden separar para reciclar.',
  },
  hygiene: {
    ru: 'В общий мусор: использованные средства гигиены не перерабатываются по санитарным причинам.',
    kk: 'Жалпы қоқысқа: қолданылған гигиена құралдары санитарлық себептермен өңделмейді.',
    en: 'General waste: used hygiene products are not recycled for sanitary reasons.',
    es: 'A la basura común: los productos de higiene usados no se reciclan por razones sanitarias.',
  },
  ceramics: {
    ru: 'В общий мусор: керамика и фарфор плавятся иначе, чем тарное стекло, и портят целую партию.',
    kk: 'Жалпы қоқысқа: керамика мен фарфор ыдыс шынысынан басқаша балқиды және бүкіл партияны бүлдіреді.',
    en: 'General waste: ceramics and porcelain melt differently from bottle glass and spoil a whole batch.',
    es: 'A la basura común: la cerámica y la porcelana se funden distinto que el vidrio de envases y arruinan toda la tanda.',
  },
  specialGlass: {
    ru: 'В общий мусор (крупное — в отсек для крупногабаритного): у этого стекла другой состав, в тару его не переплавляют.',
    kk: 'Жалпы қоқысқа (ірісін — ірі габаритті қоқыс орнына): бұл шынының құрамы басқа, оны ыдысқа қайта балқытпайды.',
    en: 'General waste (large pieces to the bulky-waste area): this glass has another composition and is not remelted into bottles.',
    es: 'A la basura común (lo grande, a residuos voluminosos): este vidrio tiene otra composición y no se refunde en envases.',
  },
  smallPlastic: {
    ru: 'В общий мусор: изделие слишком мелкое или из смеси пластиков без маркировки, сортировка его не выделит.',
    kk: 'Жалпы қоқысқа: бұйым тым ұсақ немесе таңбасыз аралас пластиктен, сұрыптау оны бөліп ала алмайды.',
    en: 'General waste: it is too small or an unmarked mix of plastics that sorting cannot pick out.',
    es: 'A la basura común: es muy chico o una mezcla de plásticos sin código que la clasificación no separa.',
  },
  polystyrene: {
    ru: 'В общий мусор: пенопласт и полистирол (маркировка 6) наши пункты пока не принимают — он лёгкий и невыгоден для перевозки.',
    kk: 'Жалпы қоқысқа: пенопласт пен полистиролды (таңба 6) біздің пункттер әзірге қабылдамайды — ол жеңіл, тасымалдауға тиімсіз.',
    en: 'General waste: foam and polystyrene (code 6) are not taken by our points yet; they are too light to be worth transporting.',
    es: 'A la basura común: el telgopor y el poliestireno (código 6) aún no se reciben; son muy livianos para transportarlos.',
  },
  food: {
    ru: 'В общий мусор, а лучше — в компост: органика не перерабатывается вместе с вторсырьём.',
    kk: 'Жалпы қоқысқа, ал ең жақсысы — компостқа: органика қайталама шикізатпен бірге өңделмейді.',
    en: 'General waste, or better your compost: food is not recycled with dry recyclables.',
    es: 'A la basura común o, mejor, al compost: lo orgánico no se recicla con los secos.',
  },
  thermalPaper: {
    ru: 'В общий мусор: термобумага чеков содержит бисфенол, её нельзя смешивать с макулатурой.',
    kk: 'Жалпы қоқысқа: чектердің термоқағазында бисфенол бар, оны макулатурамен араластыруға болмайды.',
    en: 'General waste: thermal receipt paper contains bisphenol and must not go with paper recycling.',
    es: 'A la basura común: el papel térmico de los tickets tiene bisfenol y no va con el papel.',
  },
  rubber: {
    ru: 'В общий мусор: резина и изделия из неё не принимаются нашими пунктами.',
    kk: 'Жалпы қоқысқа: резеңке мен одан жасалған бұйымдарды біздің пункттер қабылдамайды.',
    en: 'General waste: rubber goods are not taken by our points.',
    es: 'A la basura común: los artículos de goma no se reciben en nuestros puntos.',
  },
  bulky: {
    ru: 'Крупногабаритный мусор: оставьте на площадке для крупного мусора или закажите вывоз; пригодную вещь лучше отдать.',
    kk: 'Ірі габаритті қоқыс: ірі қоқыс алаңына қалдырыңыз немесе әкетуге тапсырыс беріңіз; жарамды затты біреуге берген дұрыс.',
    en: 'Bulky waste: leave it at the bulky-waste area or book a collection; if it still works, give it away.',
    es: 'Residuo voluminoso: dejalo en el punto de voluminosos o pedí el retiro; si sirve, regalalo.',
  },
  special: {
    ru: 'Наши пункты это пока не принимают, но в общий мусор нельзя: сдайте на сбор опасных отходов вашего города или туда, где покупали.',
    kk: 'Біздің пункттер мұны әзірге қабылдамайды, бірақ жалпы қоқысқа болмайды: қалаңыздың қауіпті қалдықтар жинау орнына немесе сатып алған жерге тапсырыңыз.',
    en: 'Our points do not take this yet, but it must not go in the bin: bring it to your city\'s hazardous-waste collection or back to the shop.',
    es: 'Nuestros puntos aún no lo reciben, pero no va a la basura: llevalo a la recolección de residuos peligrosos de tu ciudad o al comercio.',
  },
  tyres: {
    ru: 'Наши пункты шины пока не принимают: сдайте их в шиномонтаж или на сбор шин — многие берут их при замене.',
    kk: 'Біздің пункттер шиналарды әзірге қабылдамайды: шина жөндеу орнына немесе шина жинауға тапсырыңыз — көбі ауыстыру кезінде алады.',
    en: 'Our points do not take tyres yet: leave them at a tyre shop or a tyre collection; many take them when you change tyres.',
    es: 'Nuestros puntos aún no reciben neumáticos: dejalos en una gomería o un punto de acopio; muchas los reciben al cambiarlos.',
  },
  pharmacy: {
    ru: 'Наши пункты лекарства не принимают: отнесите в аптеку с контейнером для просроченных лекарств.',
    kk: 'Біздің пункттер дәрілерді қабылдамайды: мерзімі өткен дәрілерге арналған контейнері бар дәріханаға апарыңыз.',
    en: 'Our points do not take medicines: bring them to a pharmacy that collects expired medicines.',
    es: 'Nuestros puntos no reciben medicamentos: llevalos a una farmacia que recolecte vencidos.',
  },
  wood: {
    ru: 'В общий или крупногабаритный мусор: дерево, ДСП и фанеру наши пункты не принимают.',
    kk: 'Жалпы немесе ірі габаритті қоқысқа: ағаш, ДСП және фанераны біздің пункттер қабылдамайды.',
    en: 'General or bulky waste: wood, chipboard and plywood are not taken by our points.',
    es: 'A la basura común o voluminosa: la madera, el aglomerado y el terciado no se reciben.',
  },
  general: {
    ru: 'В общий мусор: из этого не делают вторсырьё, и наши пункты его не принимают.',
    kk: 'Жалпы қоқысқа: бұдан қайталама шикізат жасалмайды, біздің пункттер оны қабылдамайды.',
    en: 'General waste: it is not made into new material and our points do not take it.',
    es: 'A la basura común: no se recicla y nuestros puntos no lo reciben.',
  },
};
