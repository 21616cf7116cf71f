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

describe('the interface’s words come from the catalogues', () => {
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
