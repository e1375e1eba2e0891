import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteFluentImports } from '../../scripts/build/fluent-imports';

/** The import statements of rewritten code, as [source, names]. */
const importsOf = (code: string) => [...code.matchAll(/import \{ ([^}]*) \} from "([^"]+)";/g)].map(([, names, source]) => [source!, names!] as const);

describe('the build imports each Fluent name from the module that defines it', () => {
  const importer = resolve('src/views/example.tsx');

  it('follows the package indexes to the defining files, keeps local and renamed names, and the line count', () => {
    const code = 'import {\n  Button,\n  Input as TextInput,\n  useFluent,\n  makeStyles\n} from "@fluentui/react-components";\nconst x = 1;';
    const rewritten = rewriteFluentImports(code, importer);
    const imports = importsOf(rewritten);
    expect(rewritten).not.toContain('"@fluentui/react-components"');
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten.endsWith('const x = 1;')).toBe(true);
    const button = imports.find(([, names]) => names === 'Button');
    expect(button?.[0]).toMatch(/node_modules\/@fluentui\/react-button\/lib\/components\/Button\/Button\.js$/);
    expect(imports.find(([, names]) => names.endsWith(' as TextInput'))?.[0]).toMatch(/@fluentui\/react-input\/lib\//);
    // Renamed on the way (useFluent_unstable in the package's index), imported by its defining name.
    expect(imports.find(([, names]) => names === 'useFluent')?.[0]).toMatch(/@fluentui\/react-shared-contexts\/lib\//);
    // Into another package that declares no side effects, too.
    expect(imports.find(([, names]) => names === 'makeStyles')?.[0]).toMatch(/@griffel\/react\/src\/makeStyles\.js$/);
    for (const [source] of imports) if (source.startsWith('/')) expect(existsSync(source), source).toBe(true);
    // The file found really defines the name.
    expect(readFileSync(button![0], 'utf8')).toMatch(/export const Button\b/);
  });

  it('leaves other imports and namespace imports alone, and a name it cannot find on its package', () => {
    const others = 'import { useState } from "react";\nimport * as Fluent from "@fluentui/react-components";';
    expect(rewriteFluentImports(others, importer)).toBe(others);
    expect(importsOf(rewriteFluentImports('import { NoSuchThing } from "@fluentui/react-components";', importer))).toEqual([['@fluentui/react-components', 'NoSuchThing']]);
  });
});
