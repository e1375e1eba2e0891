import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { refusalCodes } from '../../contract/refusals';
import { authErrorCodes } from '../../contract/session';
import ar from '../../src/i18n/ar.json';
import cn from '../../src/i18n/cn.json';
import en from '../../src/i18n/en.json';
import esAreas from '../../src/i18n/es.areas.json';
import es from '../../src/i18n/es.json';
import fr from '../../src/i18n/fr.json';
import vi from '../../src/i18n/vi.json';

/**
 * The refusal vocabulary (contract/refusals.ts) is complete both ways: every code has words in every
 * language, and the gateway's sources answer no code outside it. tsc already refuses an unlisted code
 * given to `ApiError`; this scan also catches a code built at run time or written into a body by hand.
 */

type Texts = Readonly<Record<string, unknown>>;

/** Spanish comes in two files: the login path's and the lazy areas'. */
const failureTexts: Readonly<Record<string, Texts>> = {
  es: { ...es.failures, ...esAreas.failures },
  en: en.failures,
  fr: fr.failures,
  vi: vi.failures,
  cn: cn.failures,
  ar: ar.failures,
};

const listed: ReadonlySet<string> = new Set(refusalCodes);

/** Codes the gateway takes from the contract's named constants rather than writing them out. */
const namedCodes: Readonly<Record<string, Readonly<Record<string, string>>>> = { authErrorCodes };

interface Found {
  code: string | null;
  where: string;
}

/** The expressions a file gives as a refusal's code: `new ApiError(status, code, …)`, `errorBody(code, …)`, `{ error: { code } }`. */
function codeExpressions(file: ts.SourceFile): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText(file) === 'ApiError' && node.arguments?.[1]) found.push(node.arguments[1]);
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'errorBody' && node.arguments[0]) found.push(node.arguments[0]);
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(file) === 'code' &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isPropertyAssignment(node.parent.parent) &&
      node.parent.parent.name.getText(file) === 'error'
    ) {
      found.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The codes an expression can stand for: a literal, either branch of a condition, a contract constant.
 * A parameter or a variable is left to tsc (`code` is null); a code put together from parts is reported
 * as itself, so it fails the check.
 */
function codesOf(expression: ts.Expression, file: ts.SourceFile): (string | null)[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return codesOf(expression.expression, file);
  if (ts.isConditionalExpression(expression)) return [...codesOf(expression.whenTrue, file), ...codesOf(expression.whenFalse, file)];
  if (ts.isPropertyAccessExpression(expression)) {
    const constants = namedCodes[expression.expression.getText(file)];
    if (constants) return [constants[expression.name.text] ?? expression.getText(file)];
    return [null];
  }
  if (ts.isIdentifier(expression)) return [null];
  return [expression.getText(file)];
}

function refusalsIn(path: string, source: string): Found[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  return codeExpressions(file).flatMap((expression) => {
    const where = `${path}:${file.getLineAndCharacterOfPosition(expression.getStart(file)).line + 1}`;
    return codesOf(expression, file).map((code) => ({ code, where }));
  });
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const unlisted = (found: readonly Found[]) => found.filter(({ code }) => code !== null && !listed.has(code)).map(({ code, where }) => `${code} (${where})`);

describe('the refusal vocabulary', () => {
  it('lists each code once', () => {
    expect(refusalCodes.filter((code, index) => refusalCodes.indexOf(code) !== index)).toEqual([]);
  });

  it.each(Object.keys(failureTexts))('has a failures.<code> text in %s for every code', (locale) => {
    const texts = failureTexts[locale] ?? {};
    const missing = refusalCodes.filter((code) => typeof texts[code] !== 'string' || (texts[code] as string).trim() === '');
    expect(missing, `codes without failures.<code> in ${locale}`).toEqual([]);
  });
});

describe('the gateway’s refusals', () => {
  const found = sourcesUnder('server').flatMap((path) => refusalsIn(path, readFileSync(path, 'utf8')));

  it('are found where the gateway writes them', () => {
    expect(found.length).toBeGreaterThan(40);
    expect(found.map(({ code }) => code)).toEqual(expect.arrayContaining(['not_found', 'internal', 'invalid_credentials', 'batch_full']));
  });

  it('answer only codes of the vocabulary', () => {
    expect(unlisted(found)).toEqual([]);
  });

  it('answer every code of the vocabulary somewhere, so the list holds no code nobody sends', () => {
    const answered = new Set(found.map(({ code }) => code));
    expect(refusalCodes.filter((code) => !answered.has(code))).toEqual([]);
  });

  it('would report a code outside the vocabulary, written out, chosen by a condition or put together', () => {
    const source = [
      "throw new ApiError(409, 'bogus_code', 'Mensaje.');",
      "throw new ApiError(409, full ? 'batch_full' : 'batch_bogus', 'Mensaje.');",
      'throw new ApiError(409, `${kind}_taken`, \'Mensaje.\');',
      "return c.json({ error: { code: 'handmade', message: 'Mensaje.' } }, 400);",
      "return c.json(errorBody('not_found', 'Mensaje.'), 404);",
    ].join('\n');
    expect(unlisted(refusalsIn('probe.ts', source))).toEqual([
      'bogus_code (probe.ts:1)',
      'batch_bogus (probe.ts:2)',
      '`${kind}_taken` (probe.ts:3)',
      'handmade (probe.ts:4)',
    ]);
  });
});
