import { anywhere, either, words } from './attribute-patterns';
import { NUTRIENTS } from './attributes-nutrition';
import { PHYSICAL } from './attributes-physical';
import { DATES } from './attributes-date';
import { MAKERS } from './attributes-maker';
import { TIMES } from './attributes-time';
import { anyFigure, figurePattern, type FigureMatcher } from './figure-matcher';
import { unit } from './unit-figure';
import { allUnits, BATTERY, CAPACITY, LENGTH, POWER, SPEED, WEIGHT } from './unit-names';

/**
 * What a comparison can be about, and how a page states it: the attribute table behind
 * `findAttributes` (question side) and `attributeScore` (passage side). Each attribute has
 * - `asked`: the words a question uses for it, in the ten languages of `intent/cues/`: comparatives,
 *   superlatives and nouns, with their word forms ("lighter", "lightest", "weight", "weighs");
 * - `named`: the words a page labels it with ("Weight:", "Gewicht", "poids", "重量");
 * - `figure`: a value in the units it is measured in ("1.46 kg", "$35.00", "10 hours", "16 GB").
 * A page's spec line ("Robot Weight: 7.49 lbs.") shares no word with "Which is lighter?": the
 * figure and the label are what find it. Measured in bench/compare (bench/README.md).
 */
export interface Attribute {
  name: string;
  asked: RegExp;
  named: RegExp;
  figure: FigureMatcher;
  /** A count's counted words ("built-in programs"), as the question wrote them (count-attribute.ts). */
  counted?: string;
}

/**
 * A size's dimensions by name, in the ten languages: "¿Y qué grosor tiene?" asks a size, which a spec
 * line labelled "Thickness: Vibram® 5mm" states (answer-first reads a label by what a question asks
 * with). Nouns only ("largo", "alto" are also adjectives). Not among the words that name a size in a
 * passage: a comparison would take every "length of the program" sentence for a size.
 */
const DIMENSIONS = words('thick(?:er|est|ness)?', 'length', 'height', 'width', 'depth', 'diameter', '\\p{L}*dicke', '\\p{L}*länge', '\\p{L}*höhe', '\\p{L}*breite', '\\p{L}*tiefe', 'durchmesser',
  'épaisseur', 'longueur', 'hauteur', 'largeur', 'profondeur', 'diamètre', 'grosor', 'espesor', 'longitud', 'altura', 'anchura', 'profundidad', 'diámetro',
  'espessura', 'comprimento', 'largura', 'profundidade', 'diâmetro', 'spessore', 'lunghezza', 'altezza', 'larghezza', 'profondità', 'diametro',
  'толщин\\p{L}*', 'длин\\p{L}*', 'высот\\p{L}*', 'ширин\\p{L}*', 'глубин\\p{L}*', 'диаметр\\p{L}*');
/** Korean takes its particles without a space ("두께는"), Japanese and Chinese no spaces at all. */
const DIMENSIONS_UNSPACED = ['두께', '길이', '높이', '너비', '깊이', '지름', '직경', '厚さ', '厚み', '長さ', '高さ', '幅', '奥行き', '直径', '厚度', '长度', '高度', '宽度', '深度'];
/** Whether a question names a dimension (a size noun: "the thickness", "la longueur"). */
export const DIMENSION_NOUN = either(DIMENSIONS, anywhere(...DIMENSIONS_UNSPACED));

/**
 * What costs nothing states its price too ("This free course", "No-cost for their services", "kostenlos", "무료"): the answer to "Do I have
 * to pay for it?". Not a compound or a freedom ("hands-free", "sugar-free", "free of gluten", "feel free",
 * "free time", free software's "free and open source").
 */
const FREE = figurePattern(
  either(
    words('(?<!(?:feel|be|set|break|hands|sugar|gluten|fat|caffeine|alcohol|dairy|lactose|cruelty|bpa|latex|smoke|stress|worry|hassle|scratch|rust|tangle|-) ?)free(?!-| (?:of(?! charge)|from|time|space|will|speech|radicals?|up|and open|software|open))', 'for free', 'no[- ](?:cost|charge|fees?)', 'costs? nothing', 'gratis', 'gratuit[es]{0,2}', 'sans frais', 'kosten(?:los|frei)\\p{L}*', 'gebührenfrei\\p{L}*', 'umsonst', 'sin (?:costo|coste|cargo)', 'sem custos?', 'senza costi', 'gratuit[oa]s?', 'бесплатн\\p{L}*', '무료'),
    anywhere('免费', '無料'),
  ),
);

export const ATTRIBUTES: readonly Attribute[] = [
  {
    name: 'weight',
    asked: either(
      // "In the presence of light", "the light", "sunlight": light to see by, not to carry.
      words('light(?:er|est)', '(?<!(?:of|the|sun|day|natural|blue|uv|red|green|white|visible|infrared) )light(?!s|[- ]?(?:bulb|source|year|ing|ed|radiation|wave|spectrum|energy|speed))', 'heav(?:y|ier|iest)', 'weigh(?:s|t|ts|ing|ed)?', 'leicht(?:er|est)?e?[rsmn]?', 'schwer(?:er|st)?e?[rsmn]?', '\\p{L}*gewicht',
        'l[ée]g[eè]re?s?', 'lourde?s?', 'poids', 'p[eè]se', 'ligeros?', 'ligeras?', 'pesad[oa]s?', 'peso', 'pesa', 'leves?', 'pesa(?:do|da)s?',
        'legger[oaie]', 'pesant[ei]', 'лёгк\\p{L}*', 'легк\\p{L}*', 'легче', 'тяжел\\p{L}*', 'тяжелее', 'вес\\p{L}*', '가벼\\p{L}*', '무거\\p{L}*', '무게'),
      // 轻 alone is also the second half of 年轻 ("young"), 减轻, 轻松: only as a comparison or a measure writes it;
      // 軽 not in 気軽, 手軽 ("casual", "easy").
      anywhere('(?:更|最|较|多|哪个|哪款|哪台)轻', '轻(?:便|巧|薄|一些|一点|多少|得多)', '比[^，。？?]{1,20}轻', '重量', '重い', '(?<![気手])軽', '重さ'),
    ),
    named: either(words('weight', 'weighs?', 'weighing', '\\p{L}*gewicht', 'wiegt', 'poids', 'p[eè]se', 'peso', 'pesa', 'вес\\p{L}*', 'весит', '무게', '중량'), anywhere('重量', '重さ')),
    figure: unit(...allUnits(WEIGHT)),
  },
  {
    name: 'price',
    asked: either(
      words('cheap(?:er|est)?', 'expensive', 'pric(?:e|es|ed|ey|ier|iest)', 'costs?', 'costly', 'afford\\p{L}*', 'budgets?', 'income', 'money', 'fees?', 'spend(?:ing)?(?! (?:more |less |much |most |the |their |his |her |a lot of )?(?:time|hours?|days?|weeks?|months?|years?|minutes?))', 'billig(?:er|st)?e?[rsmn]?', 'teur(?:er|st)?e?[rsmn]?', '\\p{L}*preis\\p{L}*', 'koste[tn]',
        // The verb as one thing or several cost ("Combien coûtent les frais de port ?", "¿Cuánto cuestan?").
        'moins cher', 'plus cher', 'prix', 'co[uû]t(?:e|es|ent)?', 'barat[oa]s?', 'car[oa]s?', 'precios?', 'cuestan?', 'preço', 'custam?', 'economico', 'prezz[oi]', 'costa(?:no)?',
        'дешевле', 'дорож[ea]', 'цен\\p{L}*', 'сто(?:и|я)т', '가격', '저렴\\p{L}*', '비싼', '비싸\\p{L}*',
        // Paying asks what it costs ("Do I have to pay for the course?"), not paying attention, off or for itself.
        '(?:pay|pays|paid|paying)(?! (?:attention|off|back|interest|(?:for )?(?:it|them|your|him|her|our)sel(?:f|ves)))', 'payer', 'payé', 'pagar', 'pago', 'pagare', 'pagato', 'bezahl\\p{L}*',
        'плат(?:ить|ят|ит|ишь|им|ный|ная|ное|ные|но)', 'оплат\\p{L}*', 'заплат\\p{L}*'),
      // 贵 alone is also 宝贵 ("precious") and the polite 贵公司 ("your company"): not those.
      anywhere('便宜', '价格', '价钱', '(?<![宝珍富高尊可])贵(?![公姓司宾国族])', '安い', '高い', '価格', '値段', '付费', '付钱', '花钱', '払う', '払わ', '支払', '有料', '유료', '지불'),
    ),
    named: either(words('price[ds]?', 'pricing', 'costs?', 'budget', 'fees?', '\\p{L}*preis', 'kosten', 'prix', 'tarifs?', 'precio', 'coste', 'preço', 'custo', 'prezzo', 'costo', 'цена', 'стоимост\\p{L}*', '가격', '요금'), anywhere('价格', '价钱', '価格', '値段', '料金', '售价')),
    // "$179", "179 €", "1.5K USD": a thousand or a million written before the currency in each language ("1,5 Mio. €",
    // "5 тыс. руб.", "5万円", "5만 원"), the currency's sign, code or name ("50 dólares", "100 долларов", "50ドル").
    figure: anyFigure(FREE, figurePattern(new RegExp(String.raw`[$€£¥₹₩₽]\s?\d|\d(?:[\d.,]*\d)?\s?(?:(?:[kKM]|Mio\.?|Mrd\.?|Tsd\.?|тыс\.?|млн\.?|млрд\.?|[万萬億亿千만억천])\s?)?(?:€|\$|£|¥|₹|₩|₽|USD|EUR|GBP|CHF|JPY|CNY|RUB|KRW|dollars?|d[óo]lar(?:es)?|dollari|euros?|руб\p{L}*|доллар\p{L}*|евро|元|円|원|块|美元|欧元|ドル|ユーロ|달러|유로)`, 'iu'))),
  },
  {
    name: 'battery',
    asked: either(
      words('batter(?:y|ies)', '(?:a|per|one|single|full|each) charge', 'charging', 'recharg\\p{L}*', 'runtime', 'battery life', 'last(?:s|ing)? longer', 'akku\\p{L}*', 'batterie', 'autonomie', 'bater[ií]as?', 'autonom[ií]a',
        'batteria', 'аккумулятор\\p{L}*', 'батаре\\p{L}*', '배터리'),
      anywhere('电池', '续航', 'バッテリー', '電池'),
    ),
    named: either(words('batter(?:y|ies)', 'runtime', 'playtime', 'akku\\p{L}*', 'batterie', 'autonomie', 'bater[ií]as?', 'autonom[ií]a', 'batteria', 'аккумулятор\\p{L}*', 'батаре\\p{L}*', '배터리'), anywhere('电池', '续航', 'バッテリー', '電池')),
    figure: unit(...allUnits(BATTERY)),
  },
  {
    name: 'size',
    asked: either(
      words('big(?:ger|gest)?', 'large[rs]?t?', 'small(?:er|est)?', 'size[ds]?', 'dimensions?', 'compact', 'tall(?:er|est)?', 'wid(?:e|er|est)', 'thin(?:ner|nest)?',
        'gr[öo]ßer', 'kleiner', '\\p{L}*größe', 'abmessungen', 'plus grand', 'plus petit', 'taille', 'dimensions', 'más grande', 'más pequeñ[oa]', 'tamaño', 'maior', 'menor',
        'tamanho', 'più grande', 'più piccol[oa]', 'dimensioni',
        // The verb "to measure" ("il mesure combien ?", "¿cuánto mide?") and how big, high, deep … in German.
        'mesure(?:nt)?', 'mide(?:n)?', 'mede(?:m)?', 'misura(?:no)?', 'misst', 'wie (?:groß|hoch|breit|tief|lang|dick)', 'больше', 'меньше', 'размер\\p{L}*', '크기', '더 큰', '더 작은'),
      DIMENSIONS,
      anywhere('更大', '更小', '尺寸', '大きい', '小さい', 'サイズ', ...DIMENSIONS_UNSPACED),
    ),
    named: either(words('size', 'dimensions?', 'measures', '\\p{L}*größe', 'abmessungen', 'maße', 'taille', 'tamaño', 'medidas', 'dimensiones', 'tamanho', 'dimensões', 'dimensioni', 'misure', 'размер\\p{L}*', '크기', '치수'), anywhere('尺寸', 'サイズ', '寸法')),
    figure: unit(...allUnits(LENGTH)),
  },
  {
    name: 'speed',
    asked: either(
      words('fast(?:er|est)?', 'quick(?:er|est)?', 'slow(?:er|est)?', 'speeds?', 'schneller', 'langsamer', 'geschwindigkeit', 'plus rapide', 'vitesse', 'más rápid[oa]', 'velocidad',
        'mais rápid[oa]', 'velocidade', 'più veloce', 'velocità', 'быстрее', 'скорост\\p{L}*', '빠른', '더 빠\\p{L}*', '속도'),
      anywhere('更快', '速度', '速い'),
    ),
    named: either(words('speeds?', 'clock', 'frequency', 'geschwindigkeit', 'vitesse', 'velocidad', 'velocidade', 'velocità', 'скорост\\p{L}*', '속도'), anywhere('速度', '频率')),
    figure: unit(...allUnits(SPEED)),
  },
  {
    name: 'capacity',
    asked: either(
      words('storage', 'capacity', 'memory', 'ram', 'hold(?:s)? more', '(?:more|disk|storage|free|enough|much|extra|drive) space', 'disk', 'more room', 'room(?:y|ier|iest)', 'spacious', 'mehr platz', 'geräumig\\p{L}*', "plus d'espace", 'spacieu\\p{L}*', 'm[aá]s espacio', 'espacios[oa]s?', 'mais espa[çc]o', 'espa[çc]os[oa]s?', 'pi[uù] spazio', 'spazios[oa]', 'больше места', 'просторн\\p{L}*', '더 넓\\p{L}*', '\\p{L}*speicher', '\\p{L}*kapazität', 'stockage', 'capacité', 'mémoire', 'almacenamiento', 'capacidad',
        'memoria', 'armazenamento', 'capacidade', 'capacità', 'памят\\p{L}*', 'объ[её]м\\p{L}*', '저장\\p{L}*', '용량', '메모리'),
      anywhere('存储', '容量', '内存', 'ストレージ', 'メモリ', '宽敞', '広い'),
    ),
    named: either(words('storage', 'capacity', 'memory', 'ram', 'volume', '\\p{L}*speicher', 'fassungsvermögen', '\\p{L}*kapazität', 'stockage', 'capacité', 'contenance', 'mémoire', 'almacenamiento', 'capacidad', 'memoria', 'armazenamento', 'capacidade', 'capacità', 'capienza', 'памят\\p{L}*', 'объ[её]м\\p{L}*', 'ёмкост\\p{L}*', '용량', '저장\\p{L}*', '메모리'), anywhere('容量', '存储', '内存', 'メモリ', 'ストレージ')),
    // Volumes as each market writes them: US quarts and gallons ("6-Quart", "5 qt"), cubic feet ("4.5 cu. ft."), the
    // litre in the ten languages; and storage.
    figure: unit(...allUnits(CAPACITY)),
  },
  {
    name: 'power',
    asked: either(
      words('power(?:ful)?', 'more powerful', 'watts?', 'voltages?', 'volts?', '\\p{L}*spannung', 'voltaje', 'tensão', 'tensione', 'напряжени\\p{L}*', '전압', 'impedance', 'sensitiv\\p{L}*', 'louder', 'loud(?:est)?', 'stronger', '\\p{L}*leistung\\p{L}*', 'puissan\\p{L}*', 'potencia', 'potência', 'potenza', 'мощн\\p{L}*', '출력', '전력'),
      anywhere('功率', '出力', '电压', '電圧'),
    ),
    named: either(words('power', 'wattage', 'voltage', 'output', 'impedance', 'sensitivity', '\\p{L}*leistung', 'puissance', 'potencia', 'potência', 'potenza', 'мощност\\p{L}*', '출력'), anywhere('功率', '出力')),
    figure: unit(...allUnits(POWER)),
  },
  {
    name: 'age',
    asked: either(
      words('new(?:er|est)', 'old(?:er|est)', 'recent', 'latest', 'released?', 'launch(?:ed)?', 'neuer', 'älter', 'plus récent', 'plus ancien', 'más nuev[oa]',
        'más antigu[oa]', 'recientes?', 'mais nov[oa]', 'mais antig[oa]', 'più recente', 'новее', 'старше', '최신'),
      anywhere('更新', '最新', '新しい'),
    ),
    named: either(words('released?', 'release date', 'launch(?:ed)?', 'published', 'since', 'erschienen', 'sortie', 'lanzamiento', 'lançamento', 'uscita', 'выпуск\\p{L}*', '출시'), anywhere('发布', '発売')),
    figure: figurePattern(new RegExp(String.raw`(?<!\d)(?:19|20)\d\d(?!\d)`, 'u')),
  },
  ...TIMES,
  ...DATES,
  {
    // Resolution and definition: "24.3MP", "4K", "2880 by 1800 pixels", "1080p", "UHD".
    name: 'resolution',
    asked: either(words('resolution', 'megapixels?', 'pixels?', 'sharp(?:er|est)', 'detail', '4k', 'hd', 'auflösung', 'r[ée]solution', 'resoluci[oó]n', 'resolu[çc][ãa]o', 'risoluzione', 'разрешени\\p{L}*', 'мегапиксел\\p{L}*', '해상도', '화소'), anywhere('分辨率', '像素', '画素', '解像度')),
    named: either(words('resolution', 'megapixels?', 'sensor', 'auflösung', 'r[ée]solution', 'resoluci[oó]n', 'risoluzione', 'разрешение', '해상도'), anywhere('分辨率', '画素', '解像度')),
    figure: figurePattern(new RegExp(String.raw`\d(?:[\d.,]*\d)?\s?(?:MP|megapixels?|Mpx|pixels?|px|p)(?![\p{L}])|(?<![\p{L}\p{N}])(?:[48]K|UHD|Full HD|FHD|QHD)(?![\p{L}])|\d{3,4}\s?(?:x|×|by)\s?\d{3,4}|\d+\s?(?:万画素|万像素|화소)`, 'u')),
  },
  {
    // Versions and generations: "PCI Express 5.0", "v2.1", "Gen 4", "third generation".
    name: 'version',
    asked: either(words('newer (?:version|generation|standard)', 'version', 'generation', 'gen', 'pcie', '(?:which|what|newer|latest|usb|wi-?fi|bluetooth|pcie) standard', 'version\\p{L}*', 'versi[oó]n(?:es)?', 'vers[ãa]o', 'vers[õo]es', 'generaci[oó]n', 'gera[çc][ãa]o', 'generazione', 'верси\\p{L}*', 'поколени\\p{L}*', '버전', '세대'), anywhere('版本', '世代', 'バージョン')),
    named: either(words('version', 'generation', 'interface', 'gen', 'pci express', 'pcie'), anywhere('版本', 'バージョン')),
    // The word for a version before its number and a generation's ordinal, in each language: "versión 2.1", "версия 3",
    // "3. Generation", "3e génération", "3ª geração", "3-го поколения", "第3世代", "第三代", "3세대", "third generation".
    // Apart: one alternation of them all ran ten times slower than its parts (no common start for V8 to look for).
    figure: anyFigure(
      figurePattern(/(?<![\p{L}\p{N}])(?:v|version |versi[oó]n |vers[ãa]o |versione |верси[яи] |gen |gen\. |generation |PCI Express |PCIe )\d+(?:\.\d+)*/iu),
      figurePattern(/(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) gen(?:eration)?(?![\p{L}])/iu),
      figurePattern(/\d(?:st|nd|rd|th|\.|e|ème|re|[ªº°]|-?(?:го|е|я|й))?\s?(?:gen(?:eration)?|génération|generaci[oó]n|gera[çc][ãa]o|generazione|поколени\p{L}*)(?![\p{L}]|-\p{L})/iu),
      figurePattern(/(?:版本|バージョン|버전)\s?\d+(?:\.\d+)*|第\s?[\d一二三四五六七八九十]+\s?(?:世代|代)|\d\s?세대/u),
    ),
  },
  {
    // Shares and rates: "0% interest", "save 20%", "a 4.8 rating".
    name: 'percentage',
    // "Is it on sale?", "en solde", "im Angebot", "セール": a sale asks what is taken off.
    asked: either(words('percent(?:age)?', 'rate', 'interest(?:-free| rates?)', '(?:pay|charge[sd]?|any|no) interest', 'discount', '\\d+\\s?%?\\s?off', '(?:how much|anything|money|dollars?|percent|something) off', 'off (?:the )?(?:price|list price|msrp|retail|rrp)', 'save', 'savings', 'on sale', '(?:a|any|the) sale', 'im angebot', 'reduziert', 'en solde', 'en promo(?:tion)?', 'en oferta', 'rebajad[oa]s?', 'em promo[çc][ãa]o', 'em oferta', 'in offerta', 'in saldo', 'scontat[oia]', 'распродаж\\p{L}*', 'со скидкой', '세일', 'prozent', 'rabatt', 'zins\\p{L}*', 'pourcentage', 'taux', 'remise', 'porcentaje', 'descuento', 'rebajas?', 'tasa', 'desconto', 'juros', 'sconto', 'tasso', 'процент\\p{L}*', 'скидк\\p{L}*', '할인', '이자'), anywhere('折扣', '利率', '割引', '金利', '打折', '促销', '特价', 'セール', '特価')),
    named: either(words('percent', 'rate', 'interest', 'discount', 'off'), anywhere('折', '割')),
    // The sign (full-width in CJK text) or the word for it in each language: "20 Prozent", "20 pour cent", "百分之二十".
    figure: figurePattern(/\d(?:[\d.,]*\d)?\s?(?:[%％]|(?:percent|per cent|Prozent|pour cent|por ciento|por cento|per cento|процент\p{L}*)(?![\p{L}])|パーセント|퍼센트)|百分之[\d一二三四五六七八九十百]/iu),
  },
  {
    // Where a file or setting goes: "/etc/init.d", "~/.config/app", "C:\\Program Files", "%APPDATA%".
    name: 'location',
    asked: either(
      words('where (?:do|does|should|can|to|would|must) (?:[\\p{L}\\p{N}.+-]+ ){0,2}(?:put|place|store|save|keep|install|add|write|create)', '(?:file|install|config(?:uration)?|default) (?:location|path|directory|folder)s?', 'directory', 'directories', 'folders?',
        'wo (?:lege|speichere|liegt|liegen|finde)', 'verzeichnis', 'ordner', 'pfad', 'où (?:mettre|placer|ranger|se trouve|sont)', 'répertoire', 'dossier', 'emplacement', 'd[oó]nde (?:pongo|guardo|se guarda|est[aá]n?)', 'directorio', 'carpeta',
        'onde (?:coloco|ponho|salvo|fica|ficam)', 'diret[óo]rio', 'dove (?:metto|salvo|si trova|vanno)', 'cartella', 'где (?:лежат|хранятся|находится|разместить)', 'каталог\\p{L}*', 'папк\\p{L}*', '디렉터리', '폴더'),
      anywhere('目录', '路径', '文件夹', '放在哪', 'ディレクトリ', 'フォルダ', 'どこに置'),
    ),
    // A line that starts with a path and says what goes there ("/etc/init.d: scripts used to start
    // services") is how documentation labels a location.
    named: either(
      words('directory', 'folder', 'path', 'located', 'location', '(?:config(?:uration)?|settings) files?', 'verzeichnis', 'ordner', 'répertoire', 'dossier', 'directorio', 'carpeta', 'diretório', 'cartella', 'каталог'),
      /(?:^|\n)\s*[~.]?\/[\w.@/-]+\s?:/u,
    ),
    figure: figurePattern(new RegExp(String.raw`(?<![\p{L}\p{N}/])(?:~|\.{1,2}|%\p{L}+%|\$\p{Lu}+)?/[\w.@-]+/[\w.@/-]*|/(?:etc|usr|var|opt|home|lib|bin|srv|tmp)(?![\p{L}\p{N}])[\w./-]*|(?<![\p{L}\p{N}])[A-Z]:\\[^\s]*|%\p{L}+%\\`, 'u')),
  },
  {
    // Ratings: "4.8 out of 5", "4.5/5", "★★★★", "9/10".
    name: 'rating',
    asked: either(words('rat(?:ed|ing|ings)', 'stars?', 'reviews', 'scores?', 'best[- ]rated', 'higher rated', 'bewertung\\p{L}*', 'sterne', '(?:la|une|quelle|meilleure|die|welche|beste|eine|bessere) note', '[ée]toiles', 'valoraci[oó]n', 'estrellas', 'avalia[çc][ãa]o', 'estrelas', 'valutazione', 'stelle', 'рейтинг\\p{L}*', 'оценк\\p{L}*', '평점', '별점'), anywhere('评分', '评价', '評価', '星')),
    named: either(words('rating', 'rated', 'stars', 'reviews', 'score', 'bewertung', 'note', 'valoraci[oó]n', 'valutazione', 'рейтинг'), anywhere('评分', '評価')),
    // "4.8 out of 5" and stars in each language ("4,5 Sterne", "4,5 étoiles", "4.5 звезды", "4.5星", "5つ星"); a score in
    // points only with its decimal ("4.5点", "4.5점", "4.5分"): a whole one is a time or a count ("3点" is three o'clock).
    figure: anyFigure(
      figurePattern(/\d(?:[.,]\d)?\s?(?:\/|out of|von|sur|de|su|из)\s?(?:5|10|100)(?![\d])|★/u),
      figurePattern(/\d(?:[.,]\d)?[\s-]?(?:stars?|Sternen?|étoiles?|estrellas?|estrelas?|stelle|звезд\p{L}*)(?![\p{L}])/iu),
      figurePattern(/\d(?:[.,]\d)?\s?(?:つ星|星(?!期))|\d[.,]\d\s?(?:点|分|점)/u),
    ),
  },
  ...NUTRIENTS,
  ...PHYSICAL,
  ...MAKERS,
];
