import { describe, expect, it } from 'vitest';
import { rewriteFluentImports } from '../../scripts/build/fluent-imports';

describe('the build imports each Fluent name from its own package', () => {
  it('splits one import by package, keeps local names and renamed exports, and keeps the line count', () => {
    const code = 'import {\n  Button,\n  Input as TextInput,\n  useFluent,\n  makeStyles\n} from "@fluentui/react-components";\nconst x = 1;';
    const rewritten = rewriteFluentImports(code, 'src/a.tsx');
    expect(rewritten).toContain('import { Button } from "@fluentui/react-button";');
    expect(rewritten).toContain('import { Input as TextInput } from "@fluentui/react-input";');
    expect(rewritten).toContain('import { useFluent_unstable as useFluent } from "@fluentui/react-shared-contexts";');
    expect(rewritten).toContain('import { makeStyles } from "@griffel/react";');
    expect(rewritten).not.toContain('@fluentui/react-components');
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten.endsWith('const x = 1;')).toBe(true);
  });

  it('leaves other imports alone and refuses a name the package does not export', () => {
    expect(rewriteFluentImports("import { useState } from 'react';", 'src/b.tsx')).toBe("import { useState } from 'react';");
    expect(() => rewriteFluentImports('import { NoSuchThing } from "@fluentui/react-components";', 'src/c.tsx')).toThrow(/NoSuchThing/);
  });
});
