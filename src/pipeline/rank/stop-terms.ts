import { prepareTerms } from './prepare-terms';

/**
 * The function words of the spaced languages the product speaks besides English: articles, prepositions,
 * conjunctions, pronouns, question words and auxiliaries. `prepareTerms` drops English ones alone (wink-nlp-utils'
 * list), so "le", "de" or "la" would pass for content words: `intent/compare-shape.ts` reads the word of a kind on both
 * sides of a join ("le guide du débutant et le guide avancé") only among the others. A language fact, not a list of
 * questions. Chinese and Japanese are read as bigrams and Korean particles sit on their word, so a function word there
 * is no term of its own. Not the intent cues' `filler`: it also holds "page", "video", "section", which a question may
 * ask about.
 */
const WORDS: Readonly<Record<string, string>> = {
  de: `der die das den dem des ein eine einen einem einer eines und oder aber auch nicht kein keine zu zum zur im in an am auf aus bei mit
    nach von vom vor für über unter um durch bis ob als wie was wer wen wem wo wann warum welche welcher welches wieso weshalb ich du er sie es wir
    ihr man mich mir dich dir sich uns euch mein meine dein deine sein seine ihre unser ist sind bin bist war waren wird werden wurde kann
    kannst können muss müssen soll sollte hat habe haben hast gibt es dies diese dieser dieses dass denn so da dann noch schon`,
  fr: `le la les l un une des du de d au aux à a en dans sur sous par pour avec sans chez entre et ou mais ni donc or car que qu qui quoi
    quel quelle quels quelles comment pourquoi quand où combien est-ce ce cet cette ces c je j tu il elle on nous vous ils elles me m te t se s lui leur
    leurs mon ma mes ton ta tes son sa ses notre nos votre vos y est sont suis es être ai as avons avez ont peut peux puis pouvez doit dois faut
    ne n pas plus très aussi`,
  es: `el la los las lo un una unos unas de del al a en con sin para por sobre entre hasta desde hacia y e o u ni pero que qué quien quién
    quienes quiénes cual cuál cuales cuáles como cómo cuando cuándo donde dónde cuanto cuánto cuanta cuánta cuantos cuántos cuantas cuántas
    porque yo tú tu él ella usted nosotros ellos ellas ustedes me te se le les nos os mi mis tus su sus es son soy está están estoy ser estar
    hay ha he han puedo puede pueden debo debe este esta estos estas ese esa esos esas esto eso no muy también ya si`,
  pt: `o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às por pelo pela pelos pelas para com sem sobre entre até desde
    e ou mas nem que quê quem qual quais como quando onde quanto quanta quantos quantas porque por que eu tu você ele ela nós vocês eles elas
    me te se lhe lhes meu minha meus minhas seu sua seus suas é são sou está estão estou ser estar há tem têm posso pode podem devo deve
    este esta estes estas esse essa esses essas isto isso não muito também já`,
  it: `il lo la l i gli le un uno una un di del dello della dei degli delle d a al allo alla ai agli alle da dal dalla dai in nel nella nei
    negli nelle su sul sulla sui con per tra fra e ed o ma né che chi cosa quale quali come quando dove quanto quanta quanti quante perché io
    tu lui lei noi voi loro mi ti si ci vi ne mio mia miei mie suo sua suoi sue è sono sei essere c ho ha hanno posso può possono devo deve
    questo questa questi queste quello quella non molto anche già`,
  ru: `и или а но не ни что кто как какой какая какое какие где когда почему зачем сколько ли в во на с со к ко по о об от до из за для
    при без под над у через я ты он она оно мы вы они меня мне тебя тебе его ему её ее ей нас нам вас вам их им мой моя моё мои твой твоя
    свой своя это этот эта эти тот та те есть был была были будет быть можно нужно надо могу может мочь`,
};

const cache = new Map<string, ReadonlySet<string>>();

/** The function words of a language as index terms (`prepareTerms`'s forms); empty for a language without a list. */
export function stopTerms(language: string | undefined): ReadonlySet<string> {
  if (!language || !(language in WORDS)) return EMPTY;
  let out = cache.get(language);
  if (!out) {
    out = new Set(prepareTerms(WORDS[language]!));
    cache.set(language, out);
  }
  return out;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Whether a term is a function word of any language with a list: most questions hold none, and need no language guessed. */
export function isStopTermAnywhere(term: string): boolean {
  anywhere ??= new Set(Object.keys(WORDS).flatMap((language) => [...stopTerms(language)]));
  return anywhere.has(term);
}
let anywhere: ReadonlySet<string> | undefined;
