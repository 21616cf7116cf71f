/**
 * A shop's spec sheet often lists the shipping box beside the thing itself: "Width: 16" Height: 6 ½"
 * Length: 59" Weight: 46 lb 8 oz Package(s): 1" (IKEA), "Package Dimensions", "Verpackung", "Colis".
 * Those label lines state the measure asked in its units, but of the box: a passage labelled as a
 * package's is no spec line of the product, and a sentence that states the measure ("can take a max
 * load of 55 lbs. on the top") should not wait behind it. The package's label in the ten languages,
 * as a label (a line that opens with it, then a colon or tab, a few words at most).
 */
const PACKAGE_LABEL = new RegExp(
  String.raw`(?:^|\n)\s*(?:[\p{L} ]{0,20}\s)?(?:packages?(?:\(s\))?|packaging|shipping (?:weight|dimensions|box)|verpackung\p{L}*|pakete?|colis|emballage|paquetes?|embalajes?|bultos?|embalage[mn]s?|pacotes?|imballaggio|confezione|colli|упаковк\p{L}*|посылк\p{L}*|포장|包装|梱包|パッケージ)(?:\s[\p{L} ]{0,20})?\s*(?::|：|\t)`,
  'iu',
);

/** The package words alone, one linear scan: most passages hold none, and the label pattern is then not run. */
const PACKAGE_WORD = /packag|shipping|verpack|paket|colis|emball|paquet|embal|bulto|pacote|imball|confez|colli|упаков|посылк|포장|包装|梱包|パッケージ/iu;

/** Whether a passage's label lines describe a package (the box it ships in), not the thing. */
export const describesPackage = (text: string): boolean => PACKAGE_WORD.test(text) && PACKAGE_LABEL.test(text);
