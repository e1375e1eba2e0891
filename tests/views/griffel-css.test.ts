import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractGriffelRules, orderedCss } from '../../scripts/build/griffel-css';

const collected = (code: string, marker: string | null = null) => {
  const rules: [string, unknown][] = [];
  const result = extractGriffelRules(code, 'example.js', (found) => {
    for (const { bucket, entry } of found) rules.push([bucket, entry]);
    return marker;
  });
  return { code: result?.code ?? null, rules };
};

describe("the build writes Griffel's rules to a style sheet", () => {
  it("takes the rules out of __styles and __resetStyles calls, leaving the class names to __css and __resetCSS from the same package", () => {
    const code = [
      'import { __styles, __resetStyles as reset, mergeClasses } from "@fluentui/react-components";',
      'export const useStyles = /*#__PURE__*/__styles({ root: { sj55zd: "f1x" } }, { d: [".f1x{color:red;}", [".f2y{padding:0;}", { p: -1 }]], m: [["@media (max-width: 599px){.f3z{display:none;}}", { m: "(max-width: 599px)" }]] });',
      'export const useBase = reset("r1a", null, [".r1a{display:flex;}"]);',
      'export const useRtl = reset("r2b", "r2c", { r: [".r2b{margin-left:1px;}", ".r2c{margin-right:1px;}"], s: ["@media (forced-colors: active){.r2b{color:CanvasText;}}"] });',
    ].join('\n');
    const { code: rewritten, rules } = collected(code);
    expect(rewritten).not.toMatch(/__styles\(|reset\(/);
    expect(rewritten).toContain('__griffelCss({ root: { sj55zd: "f1x" } })');
    expect(rewritten).toContain('__griffelResetCss("r1a", null)');
    expect(rewritten).toContain('__griffelResetCss("r2b", "r2c")');
    expect(rewritten).toContain('import { __css as __griffelCss, __resetCSS as __griffelResetCss } from "@fluentui/react-components";');
    expect(rewritten).not.toContain('{color:red;}');
    expect(rules.map(([bucket]) => bucket)).toEqual(['d', 'd', 'm', 'r', 'r', 'r', 's']);
  });

  it("adds the plugin's marker as a last argument, which tells it the bundle kept the call", () => {
    const code = 'import { __styles } from "@griffel/react";\nexport const useStyles = __styles({ root: { a: "f1" } }, { d: [".f1{color:red;}"] });';
    expect(collected(code, 'griffel-css:7').code).toContain('__griffelCss({ root: { a: "f1" } }, "griffel-css:7")');
  });

  it('leaves a call whose rules are not written out (a variable) to the runtime, and a module without Griffel untouched', () => {
    const code = 'import { __styles } from "@griffel/react";\nconst rules = { d: [".a{color:red;}"] };\nexport const useStyles = __styles({ root: { a: "a" } }, rules);';
    expect(collected(code)).toEqual({ code: null, rules: [] });
    expect(collected('export const __styles = 1;')).toEqual({ code: null, rules: [] });
    // A function of the same name from elsewhere is not Griffel's.
    expect(collected('import { __styles } from "./mine";\n__styles({}, { d: [".a{}"] });')).toEqual({ code: null, rules: [] });
  });

  it("rewrites Fluent's own compiled styles", () => {
    const file = resolve('node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js');
    const { code, rules } = collected(readFileSync(file, 'utf8'));
    expect(rules.length).toBeGreaterThan(100);
    expect(code).not.toMatch(/\b__styles\(|\b__resetStyles\(/);
  });

  it("orders the sheet as Griffel's runtime orders its style elements: bucket, then media query, then priority, then as met", () => {
    const rule = (css: string, bucket: string, order: number, query = '', priority = 0) => ({ css, bucket, query, priority, order });
    const css = orderedCss([
      rule('media-b;', 'm', 0, '(min-width: 800px)'),
      rule('hover;', 'h', 1),
      rule('longhand;', 'd', 2),
      rule('media-a;', 'm', 3, '(max-width: 599px)'),
      rule('shorthand;', 'd', 4, '', -1),
      rule('reset;', 'r', 5),
      rule('focus;', 'f', 6),
      rule('longhand-2;', 'd', 7),
    ]);
    expect(css).toBe('reset;shorthand;longhand;longhand-2;focus;hover;media-a;media-b;');
    expect(() => orderedCss([rule('x;', 'z', 0), rule('y;', 'd', 1)])).toThrow(/unknown style bucket "z"/);
  });
});
