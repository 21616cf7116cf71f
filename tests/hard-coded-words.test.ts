import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Props whose text a user reads or hears: the DOM's, and the components' that pass it on. */
const WORD_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'caption', 'hint', 'summary', 'aria-description']);
/** A word: two letters in a row (any script). "×", "▾", "·", "[1]" are not words. */
const WORDS = /\p{L}{2,}/u;

/**
 * Where a component writes words the user sees without the catalogues: JSX text, a string in braces
 * as a child, a string or template for a prop above. Text inside <code> is what the user types
 * (OLLAMA_ORIGINS), not a sentence.
 */
export function hardCodedWords(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literal = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : node && ts.isTemplateExpression(node) ? node.getText() : undefined;
  const inCode = (node: ts.Node) => {
    const parent = node.parent;
    return ts.isJsxElement(parent) && parent.openingElement.tagName.getText() === 'code';
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text) && !inCode(node)) found.push(`${where(node)} text “${node.text.trim()}”`);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && !inCode(node)) {
      const text = literal(node.expression);
      if (text && WORDS.test(text)) found.push(`${where(node)} child “${text}”`);
      if (node.expression && ts.isConditionalExpression(node.expression)) {
        for (const branch of [node.expression.whenTrue, node.expression.whenFalse]) {
          const t = literal(branch);
          if (t && WORDS.test(t)) found.push(`${where(branch)} child “${t}”`);
        }
      }
    }
    if (ts.isJsxAttribute(node) && WORD_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      const text = init && (ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) ? literal(init.expression) : undefined);
      if (text && WORDS.test(text)) found.push(`${where(node)} ${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A sentence: two words in a row (any script). "noopener noreferrer" and class lists are exempt by where they go. */
const SENTENCE = /\p{L}{2,}[,;:]?\s+\p{L}{2,}/u;
/** Properties and attributes that take tokens, not words: class lists, link relations, code to type. */
const TOKEN_PROPS = new Set(['className', 'class', 'rel', 'code', 'testid']);

/** `new ModelError(…)`, `new DOMException(…, 'AbortError')`: the two kinds of failure src/models may write in English. */
const isNew = (node: ts.Node, name: string): node is ts.NewExpression => ts.isNewExpression(node) && node.expression.getText() === name;
const isCancel = (node: ts.Node) => isNew(node, 'DOMException') && node.arguments?.[1] !== undefined && ts.isStringLiteral(node.arguments[1]) && node.arguments[1].text === 'AbortError';

/**
 * Where a plain .ts helper writes a sentence the user may read without the catalogues: a string, or a
 * template's literal parts, with two words in a row. Not flagged: imports, logs (`console.*`), token
 * properties above, `code` between backquotes (a command), and the product's name. With `codedErrors`
 * (src/models), a ModelError's message and fix are for developers, since the panel words every one
 * from its code (`unwordedModelErrors` checks that), and so is a cancel's (the panel shows none).
 */
export function hardCodedSentences(fileName: string, code: string, { codedErrors = false } = {}): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const exempt = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
      if (codedErrors && (isNew(at, 'ModelError') || isCancel(at))) return true;
      if (ts.isCallExpression(at)) {
        const callee = at.expression.getText(source);
        if (/^console\.\w+$/u.test(callee)) return true;
        if (/\.setAttribute$/u.test(callee) && at.arguments[0] && ts.isStringLiteral(at.arguments[0]) && TOKEN_PROPS.has(at.arguments[0].text)) return true;
      }
      if ((ts.isPropertyAssignment(at) || ts.isBinaryExpression(at)) && at.getStart() !== node.getStart()) {
        const name = ts.isPropertyAssignment(at) ? at.name.getText(source) : at.left.getText(source).split('.').pop();
        if (name && (TOKEN_PROPS.has(name) || /(Rel|ClassName)$/u.test(name))) return true;
      }
      if (ts.isStatement(at)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('\u0000');
    if (text !== undefined) {
      const words = text.replace(/`[^`]*`/gu, ' ').replace(/Ask Tabs/gu, ' ');
      if (SENTENCE.test(words) && !exempt(node)) {
        found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} “${text.replace(/\u0000/gu, '…')}”`);
      }
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(source);
  return found;
}

/**
 * Where src/models builds a ModelError the panel would show as written: the panel words one from its
 * code (`words`, the sixth argument) or, for a full disk, from `space` (the fifth); any other would
 * reach the user in the English it was built with (src/sidepanel/model-error-words.ts).
 */
export function unwordedModelErrors(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const given = (arg: ts.Expression | undefined) => arg !== undefined && arg.getText(source) !== 'undefined';
  const visit = (node: ts.Node) => {
    if (isNew(node, 'ModelError')) {
      const args = node.arguments ?? [];
      const kind = args[0] && ts.isStringLiteral(args[0]) ? args[0].text : args[0]?.getText(source);
      if (!given(args[5]) && !(kind === 'storage-full' && given(args[4]))) {
        found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ModelError '${kind}' without a code`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Sentences in src/models that never leave it: the reason a download was cut, which a retry or `download-interrupted` replaces. */
const MODELS_INTERNAL = [/^src\/models\/wllama\/resuming-body\.ts:\d+ “the connection ended early”$/u];

describe('the interface’s words come from the catalogues', () => {
  it('finds sentences written into plain .ts helpers (the check can fail)', () => {
    const sample = `import { x } from '../some where';
      export const why = (n: number) => n > 1 ? \`Showing \${n} tabs of all\` : 'No tabs are open.';
      button.className = 'citation citation-weak';
      node.setAttribute('rel', 'noopener noreferrer');
      console.warn('Something went wrong here');
      const fix = ui.t('errorNoModelFix', \`\\\`ollama pull \${model}\\\`\`);
      const title = \`\${name} — Ask Tabs\`;
      const step = { say: ui.t('ollamaStepQuitMac'), code: 'systemctl restart ollama' };
      throw new Error('The model load was cancelled.');`;
    expect(hardCodedSentences('sample.ts', sample)).toEqual([
      'sample.ts:2 “Showing … tabs of all”',
      'sample.ts:2 “No tabs are open.”',
      'sample.ts:9 “The model load was cancelled.”',
    ]);
  });

  it('no plain .ts helper of the panel, the options page, the PDF viewer or the backends writes a sentence', () => {
    const files = ['src/sidepanel', 'src/options', 'src/pdf-viewer', 'entrypoints', 'src/backends']
      .flatMap((dir) => filesUnder(join(root, dir)))
      .filter((f) => /\.ts$/.test(f) && !/\.(test|d)\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(60);
    expect(files.flatMap((f) => hardCodedSentences(relative(root, f), readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('finds a ModelError the panel cannot word, and English outside a coded error, in src/models (the check can fail)', () => {
    const sample = `const a = new ModelError('connection', 'The server is down.', 'Start it.');
      const b = new ModelError('load-failed', 'The model could not be downloaded.', undefined, undefined, undefined, { code: 'download-offline' });
      const c = new ModelError('storage-full', 'No room for it.', undefined, undefined, { neededBytes: 1 });
      const d = new ModelError('storage-full', 'No room for it.');
      const e = new ModelError('load-failed', 'Failed.', undefined, undefined, undefined, undefined);
      throw new DOMException('The download was cancelled.', 'AbortError');
      throw new Error('The file is broken.');
      const why = 'no connection here';`;
    expect(unwordedModelErrors('sample.ts', sample)).toEqual([
      "sample.ts:1 ModelError 'connection' without a code",
      "sample.ts:4 ModelError 'storage-full' without a code",
      "sample.ts:5 ModelError 'load-failed' without a code",
    ]);
    expect(hardCodedSentences('sample.ts', sample, { codedErrors: true })).toEqual(['sample.ts:7 “The file is broken.”', 'sample.ts:8 “no connection here”']);
  });

  it('src/models builds every ModelError with a code the panel words, and writes no other sentence a user could read', () => {
    const files = filesUnder(join(root, 'src/models')).filter((f) => /\.ts$/.test(f) && !/\.(test|d)\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(15);
    expect(files.flatMap((f) => unwordedModelErrors(relative(root, f), readFileSync(f, 'utf8')))).toEqual([]);
    const sentences = files.flatMap((f) => hardCodedSentences(relative(root, f), readFileSync(f, 'utf8'), { codedErrors: true }));
    expect(sentences.filter((found) => !MODELS_INTERNAL.some((internal) => internal.test(found)))).toEqual([]);
  });

  it('finds words written into JSX (the check can fail)', () => {
    const sample = `export const A = () => (
      <p title="Open it" aria-label={\`Copy \${n}\`}>Hello world {'Stop'} {x ? 'Yes' : 'No'} <code>OLLAMA_ORIGINS</code> × {ui.t('stop')}</p>
    );`;
    expect(hardCodedWords('sample.tsx', sample)).toEqual([
      'sample.tsx:2 title="Open it"',
      'sample.tsx:2 aria-label="`Copy ${n}`"',
      'sample.tsx:2 text “Hello world”',
      'sample.tsx:2 child “Stop”',
      'sample.tsx:2 child “Yes”',
      'sample.tsx:2 child “No”',
    ]);
  });

  it('no component of the panel, the options page or the PDF viewer renders a hard-coded word', () => {
    const files = ['src/sidepanel', 'src/options', 'src/pdf-viewer', 'entrypoints']
      .flatMap((dir) => filesUnder(join(root, dir)))
      .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((f) => hardCodedWords(relative(root, f), readFileSync(f, 'utf8')))).toEqual([]);
  });
});
