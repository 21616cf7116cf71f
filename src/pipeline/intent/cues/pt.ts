import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:p[áa]gina|artigo|texto|aba|documento|not[íi]cia|publica[çc][ãa]o|site|post)s?';
const THIS = '(?:esta|este|estas|estes|essa|esse|a|o|as|os)';

export const pt: IntentCues = {
  language: 'pt',
  markers: words('quem', 'quando', 'onde', 'por que', 'qual', 'quais', 'quant[oa]s?', 'como', 'o', 'os', 'as', 'um', 'uma', 'da', 'do', 'em', 'tem', 'existe', 'fica', 'foi', 'é', 'não', 'você', 'ao'),
  wholePage: [
    words(
      `resume(?= (?:${THIS}|isto|isso)(?![\\p{L}]))`,
      'resum(?:a|ir|o|os|ido|indo|am|ir)',
      'resuma-me',
      `(?:do|sobre o) que (?:se )?(?:trata|tratam|fala|falam)`,
      `(?:pontos|ideias|mensagens|conceitos) (?:principais|chave|-chave|importantes|centrais|essenciais)`,
      'pontos-chave',
      '(?:principais|mais importantes) (?:pontos|ideias|conclus[õo]es)',
      'vis[ãa]o geral',
      'em poucas palavras',
      's[íi]ntese',
      'sintetiz(?:e|a|ar)',
      `expli(?:que|ca)(?:-me)? ${THIS} ${PAGE}`,
      `o que (?:diz|dizem) ${THIS} ${PAGE}`,
    ),
  ],
  comparison: [
    words(
      'compar(?:e|ar|a|em|a[çc][ãa]o|ando)',
      'diferen[çc]as?',
      'melhor (?:do )?que',
      'pior (?:do )?que',
      'vantagens e desvantagens',
      'pr[óo]s e contras',
      'qual (?:é|e) (?:o )?melhor',
      'semelhan[çc]as',
    ),
    /(?<![\p{L}])qua(?:l|is)(?![\p{L}])[^?]*(?<![\p{L}])(?:mais|menos)(?![\p{L}])/iu,
  ],
  several: words('(?:estes|estas|esses|essas|destes|destas|desses|dessas) \\p{L}+', 'ambos', 'ambas', '(?:os|as|estes|estas|esses|essas|meus|minhas|destes|destas|desses|dessas|dos|das) (?:dois|duas|tr[eê]s|2|3)', 'cada um(?:a)?', 'qual (?:dos|das|destes|destas|desses|dessas)', 'quais (?:dos|das|destes|destas)'),
  joins: words('e', 'ou', 'vs\\.?', 'contra', 'comparad[oa] (?:a|com)'),
  thisPage: words(`(?:n|d)?(?:esta|este|essa|esse) (?:p[áa]gina|aba|artigo|documento|site|texto|not[íi]cia|publica[çc][ãa]o|post|v[íi]deo)`, `(?:a|o|na|no|da|do) (?:p[áa]gina|aba|artigo|documento) (?:atual|aberta|aberto)`),
  howTo: [words('como (?:fa[çc]o|posso|devo|instalo|configuro|se faz|fazer)', 'passo a passo', 'passos para', 'instalar', 'configurar'),
    // An opening "como" before a verb in the first person or the infinitive asks for steps: "E como limpo o filtro?".
    words('^\\s*(?:e\\s+)?como\\s+\\p{L}{2,}(?:o|ar|er|ir)')],
  filler: fillerWords([
    'por favor', 'pode', 'podes', 'poderia', 'voc[êe]', 'me', 'nos', 'd[êe]', 'd[áa]', 'fa[çc]a', 'faz', 'diga', 'diz', 'escreva',
    'um', 'uma', 'uns', 'umas', 'o', 'a', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'em', 'sobre',
    'que', 'ele', 'ela', 'dizem', 'fala', 'falam', 'este', 'esta', 'estes', 'estas', 'deste', 'desta', 'v[íi]deos?', 'destes', 'destas', 'neste', 'nesta', 'nestes', 'nestas', 'desse', 'dessa', 'disso', 'disto', 'esse', 'essa', 'isto', 'isso',
    'p[áa]ginas?', 'artigos?', 'abas?', 'textos?', 'documentos?', 'site', 'breve', 'brevemente', 'r[áa]pido', 'todo', 'toda',
    'e', 'ou', 'com', 'para', 'por', 'ao', '[àa]', 'aqui', 'respeito', 'se', 'parte', 'se[çc][ãa]o', 'menciona', 'quais', 'qual', 's[ãa]o', '[ée]', 'me d[êe]', 'trata', String.raw`\d+`,
  ]),
};
