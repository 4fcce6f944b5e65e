import type { ItemSeed } from './types';

/** Textiles: clean, dry clothes, shoes and household fabrics go to points that take textiles. */
export const TEXTILES: ItemSeed[] = [
  { slug: 'clothes', m: ['textiles'], tip: 'wash', ru: 'Одежда|старая одежда|вещи|ношеная одежда|тряпки', kk: 'Киім|ескі киім|заттар|киілген киім', en: 'Clothes|old clothes|clothing|used clothing|garments', es: 'Ropa|ropa usada|ropa vieja|prendas' },
  { slug: 't-shirt', m: ['textiles'], tip: 'wash', ru: 'Футболка|майка|рубашка|блузка', kk: 'Футболка|майка|жейде', en: 'T-shirt|shirt|blouse|top', es: 'Remera|camiseta|camisa|blusa' },
  { slug: 'jeans', m: ['textiles'], tip: 'wash', ru: 'Джинсы|брюки|штаны|юбка', kk: 'Джинсы|шалбар|юбка', en: 'Jeans|trousers|pants|skirt', es: 'Jeans|pantalón|vaqueros|pollera' },
  { slug: 'coat', m: ['textiles'], tip: 'wash', ru: 'Куртка|пальто|пуховик|шуба', kk: 'Күрте|пальто|мамық күрте|тон', en: 'Coat|jacket|down jacket|winter coat', es: 'Campera|abrigo|tapado|campera de plumas' },
  { slug: 'sweater', m: ['textiles'], tip: 'wash', ru: 'Свитер|кофта|толстовка|худи', kk: 'Свитер|кофта|толстовка|худи', en: 'Sweater|jumper|hoodie|cardigan', es: 'Suéter|buzo|pulóver|hoodie' },
  { slug: 'dress', m: ['textiles'], tip: 'wash', ru: 'Платье|костюм|пиджак', kk: 'Көйлек|костюм|пиджак', en: 'Dress|suit|blazer', es: 'Vestido|traje|saco' },
  { slug: 'shoes', m: ['textiles'], tip: 'pairs', ru: 'Обувь|ботинки|кроссовки|туфли|сапоги|кеды', kk: 'Аяқ киім|бәтеңке|кроссовка|туфли|етік', en: 'Shoes|boots|trainers|sneakers|footwear', es: 'Zapatos|zapatillas|botas|calzado' },
  { slug: 'bed-linen', m: ['textiles'], tip: 'wash', ru: 'Постельное бельё|простыня|наволочка|пододеяльник', kk: 'Төсек жабдығы|жаймa|жастық тысы|көрпе тысы|төсек жабдықтары', en: 'Bed linen|bed sheets|pillowcase|duvet cover|sheets|pillow case|bedding', es: 'Ropa de cama|sábanas|funda de almohada' },
  { slug: 'towels', m: ['textiles'], tip: 'wash', ru: 'Полотенца|полотенце|банное полотенце', kk: 'Сүлгілер|сүлгі|монша сүлгісі', en: 'Towels|towel|bath towel', es: 'Toallas|toalla|toallón' },
  { slug: 'curtains', m: ['textiles'], tip: 'wash', ru: 'Шторы|занавески|тюль|скатерть', kk: 'Перделер|шымылдық|тюль|дастарқан', en: 'Curtains|drapes|net curtains|tablecloth', es: 'Cortinas|visillos|mantel' },
  { slug: 'blanket', m: ['textiles'], tip: 'wash', ru: 'Одеяло|плед|покрывало', kk: 'Көрпе|плед|жамылғы', en: 'Blanket|throw|bedspread|duvet', es: 'Frazada|manta|acolchado' },
  { slug: 'pillow', m: [], waste: 'hygiene', ru: 'Подушка|старая подушка|перьевая подушка', kk: 'Жастық|ескі жастық|қауырсын жастық', en: 'Pillow|old pillow|feather pillow', es: 'Almohada|almohada vieja' },
  { slug: 'bags-textile', m: ['textiles'], ru: 'Сумка|рюкзак|тканевая сумка|шоппер', kk: 'Сөмке|рюкзак|мата сөмке|шоппер', en: 'Bag|backpack|tote bag|handbag', es: 'Cartera|mochila|bolso|bolsa de tela' },
  { slug: 'belts-accessories', m: ['textiles'], ru: 'Ремни|шарфы|шапки|перчатки|галстуки', kk: 'Белбеулер|шарфтар|бөріктер|қолғаптар', en: 'Belts|scarves|hats|gloves|ties', es: 'Cinturones|bufandas|gorros|guantes|corbatas' },
  { slug: 'socks', m: ['textiles'], tip: 'wash', ru: 'Носки|колготки|нижнее бельё', kk: 'Шұлықтар|колготки|іш киім', en: 'Socks|tights|underwear', es: 'Medias|calzones|ropa interior' },
  { slug: 'soft-toys', m: ['textiles'], tip: 'wash', ru: 'Мягкие игрушки|плюшевый медведь|мягкая игрушка', kk: 'Жұмсақ ойыншықтар|плюш аю', en: 'Soft toys|teddy bear|stuffed animal|plush toy', es: 'Peluches|osito de peluche' },
  { slug: 'fabric-scraps', m: ['textiles'], ru: 'Лоскуты ткани|обрезки ткани|ткань|пряжа', kk: 'Мата қиқымдары|мата|иіру жібі', en: 'Fabric scraps|offcuts|fabric|yarn', es: 'Retazos de tela|tela|hilo de tejer' },
  { slug: 'dirty-rags', m: [], waste: 'hygiene', ru: 'Грязная ветошь|тряпки в масле|замасленная ткань', kk: 'Кір шүберек|майлы шүберек', en: 'Oily rags|dirty cloths', es: 'Trapos con aceite|trapos sucios' },
  { slug: 'carpet', m: [], waste: 'bulky', ru: 'Ковёр|палас|ковролин|коврик', kk: 'Кілем|алаша|кілемше', en: 'Carpet|rug|doormat', es: 'Alfombra|felpudo' },
  { slug: 'mattress', m: [], waste: 'bulky', ru: 'Матрас|матрац|старый матрас', kk: 'Матрас|ескі матрас', en: 'Mattress|old mattress|box spring mattress', es: 'Colchón|colchón viejo' },
  { slug: 'leather-goods', m: ['textiles'], ru: 'Кожаные изделия|кожаная куртка|кошелёк|кожаная сумка', kk: 'Былғары бұйымдар|былғары күрте|әмиян', en: 'Leather goods|leather jacket|wallet|purse', es: 'Artículos de cuero|campera de cuero|billetera' },
  { slug: 'baby-clothes', m: ['textiles'], tip: 'wash', ru: 'Детская одежда|одежда для малышей|ползунки', kk: 'Балалар киімі|сәби киімі', en: 'Baby clothes|children\'s clothes|kids clothes', es: 'Ropa de bebé|ropa de niños' },
];
