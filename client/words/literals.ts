/**
 * Finds words a player would read that are written in the code instead of a catalogue:
 * the scanner behind client/words/no-literals.test.ts (TypeScript's parser, no rules of
 * thumb about file names). It reports
 *
 * - JSX text with a letter in it (`<p>Your turn</p>`);
 * - a string given to an attribute or property a player reads (`title`, `aria-label`,
 *   `placeholder`, `alt`, `label`, `text`, `headline`, …), in JSX or in an object;
 * - any other string or template text that reads as prose: a word, a space and another
 *   lowercase word ("Take your seat", `${n} cards left`).
 *
 * It leaves alone what no player reads: module paths, class names and styles, test ids,
 * keys and ids, `console` and `new Error` messages (a programmer's, caught before a
 * player sees them), CSS and canvas settings, and the catalogues themselves. A line a
 * player never reads that still looks like prose carries `// words-ok: <why>` on it or on
 * the line above; each such reason is part of the review.
 */
import ts from 'typescript';

export interface Literal {
  file: string;
  line: number;
  text: string;
  why: 'jsx-text' | 'read-attribute' | 'prose';
}

/** Attributes and properties a player reads (or a screen reader speaks). */
const READ_NAMES = new Set([
  'title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt', 'label',
  'text', 'headline', 'hint', 'help', 'message', 'description', 'note', 'caption', 'heading', 'tooltip', 'summary', 'empty', 'confirm',
]);

/** Attributes and properties whose strings no player reads. */
const UNREAD_NAMES = new Set([
  'className', 'class', 'style', 'key', 'id', 'type', 'role', 'href', 'src', 'rel', 'target', 'name', 'htmlFor', 'method', 'accept',
  'autoComplete', 'inputMode', 'enterKeyHint', 'font', 'fillStyle', 'strokeStyle', 'textAlign', 'textBaseline', 'cursor', 'transform',
  'transition', 'background', 'color', 'fontFamily', 'fontWeight', 'pattern', 'lang', 'dir', 'mode', 'kind', 'face', 'model', 'testid',
  'vertexShader', 'fragmentShader',
]);

/** CSS properties in a style object (`border`, `boxShadow`, `gridTemplateColumns`…): values no player reads. */
const CSS_NAME = /^(border|box|textShadow|outline|margin|padding|grid|flex|inset|filter|backdrop|clip|mask|animation|font)/;

/** GLSL source (a shader, or a chunk spliced into three.js's): no player reads it. */
const GLSL = /#include\s*<|(varying|uniform|attribute)\s+(highp\s+|mediump\s+|lowp\s+)?(vec[234]|float|int|mat[234]|sampler)|\bgl_[A-Z]|\bvoid main\b/;

const PROSE = /[A-Za-z][a-z’']+[,.:;!?]? +[a-z][a-z’']+/;
const LETTER = /[A-Za-z]/;

function isUnreadAttr(name: string): boolean {
  return UNREAD_NAMES.has(name) || CSS_NAME.test(name) || name.startsWith('data-') || name.startsWith('on');
}

/** The expression a string stands for: itself, or the template it is a part of. */
function wholeOf(node: ts.Node): ts.Node {
  let n: ts.Node = node;
  while (n.parent && (ts.isTemplateSpan(n.parent) || ts.isTemplateExpression(n.parent)) && !ts.isTemplateExpression(n)) n = n.parent;
  return n;
}

function nameOf(n: ts.PropertyName | ts.JsxAttributeName): string {
  if (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isPrivateIdentifier(n)) return n.text;
  if (ts.isJsxNamespacedName(n)) return `${n.namespace.text}:${n.name.text}`;
  return '';
}

/** The attribute or property a string is given to, looking through `?:`, `??`, `||` and parentheses. */
function ownerName(node: ts.Node): string | undefined {
  let n: ts.Node = node;
  for (;;) {
    const p = n.parent;
    if (!p) return undefined;
    if (ts.isParenthesizedExpression(p) || ts.isConditionalExpression(p) || ts.isJsxExpression(p)
      || (ts.isBinaryExpression(p) && (p.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken || p.operatorToken.kind === ts.SyntaxKind.PlusToken))) {
      n = p;
      continue;
    }
    if (ts.isJsxAttribute(p)) return nameOf(p.name);
    if (ts.isPropertyAssignment(p) && p.initializer === n) return nameOf(p.name);
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === n && ts.isPropertyAccessExpression(p.left)) return p.left.name.text;
    return undefined;
  }
}

/** Whether a string is an argument no player reads: console, new Error, a selector or media query, a module path. */
function unreadArgument(node: ts.Node): boolean {
  let n: ts.Node = node;
  while (n.parent && (ts.isTemplateSpan(n.parent) || ts.isTemplateExpression(n.parent) || ts.isParenthesizedExpression(n.parent) || ts.isBinaryExpression(n.parent))) n = n.parent;
  const p = n.parent;
  if (!p) return false;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p) || ts.isLiteralTypeNode(p)) return true;
  if (ts.isNewExpression(p) && ts.isIdentifier(p.expression) && /Error$/.test(p.expression.text)) return true;
  if (ts.isCallExpression(p)) {
    const callee = p.expression;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (ts.isPropertyAccessExpression(callee)) {
      if (ts.isIdentifier(callee.expression) && callee.expression.text === 'console') return true;
      if (['querySelector', 'querySelectorAll', 'matchMedia', 'closest', 'getItem', 'setItem', 'removeItem', 'addEventListener', 'removeEventListener', 'setAttribute', 'getAttribute', 'createElement', 'get', 'has'].includes(callee.name.text)) return true;
    }
    if (ts.isIdentifier(callee) && ['matchMedia', 'say', 'useSay', 'require', 'Symbol'].includes(callee.text)) return true;
  }
  return false;
}

function okLines(src: ts.SourceFile): Set<number> {
  const ok = new Set<number>();
  src.text.split('\n').forEach((l, i) => {
    if (l.includes('words-ok:')) {
      ok.add(i + 1);
      ok.add(i + 2);
    }
  });
  return ok;
}

/** The words written outside a catalogue in one file's source. */
export function literalsIn(file: string, source: string): Literal[] {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ok = okLines(src);
  const out: Literal[] = [];
  const report = (node: ts.Node, text: string, why: Literal['why']) => {
    const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
    if (!ok.has(line)) out.push({ file, line, text: text.trim().slice(0, 80), why });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text, 'jsx-text');
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      const owner = ownerName(wholeOf(node));
      if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) {
        // A property's name, not its value.
      } else if (ts.isJsxAttribute(node.parent) && node.parent.name === (node as unknown as ts.JsxAttributeName)) {
        // Not reached: attribute names are identifiers.
      } else if (owner !== undefined && isUnreadAttr(owner)) {
        // A class, style, id or handler.
      } else if (GLSL.test(wholeOf(node).getText(src)) || unreadArgument(node)) {
        // console, Error, a selector, a module path, a message key.
      } else if (owner !== undefined && READ_NAMES.has(owner) && LETTER.test(text)) {
        report(node, text, 'read-attribute');
      } else if (PROSE.test(text)) {
        report(node, text, 'prose');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

/** The keys `say("…")` is called with as a literal in one file's source (a key that is not in a catalogue is a typo). */
export function sayKeysIn(file: string, source: string): Array<{ file: string; line: number; key: string }> {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Array<{ file: string; line: number; key: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'say') {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        out.push({ file, line: src.getLineAndCharacterOfPosition(first.getStart(src)).line + 1, key: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}
