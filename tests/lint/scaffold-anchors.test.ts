import { describe, expect, it } from 'vitest';
import { AnchorError, appendMember } from '../../scripts/scaffold/anchors';

describe('the anchors of the scaffold', () => {
  it('add a member at the end of an object, in its layout', () => {
    expect(appendMember('const a = {\n  x: 1,\n  y: 2\n};\n', 'a.ts', /const a = \{/, 'z: 3', 'a')).toBe('const a = {\n  x: 1,\n  y: 2,\n  z: 3,\n};\n');
    expect(appendMember('const a = { x: 1 };\n', 'a.ts', /const a = \{/, 'z: 3', 'a')).toBe('const a = { x: 1, z: 3 };\n');
    expect(appendMember('const a = [\n  { id: "}" },\n];\n', 'a.ts', /const a = \[/, '{ id: 2 }', 'a')).toBe('const a = [\n  { id: "}" },\n  { id: 2 },\n];\n');
  });

  it('stop with the file and what was looked for when the anchor is gone', () => {
    expect(() => appendMember('const b = {};\n', 'src/kernel/paths.ts', /export const paths = \{/, 'x: 1', 'the paths object')).toThrow(AnchorError);
    expect(() => appendMember('const b = {};\n', 'src/kernel/paths.ts', /export const paths = \{/, 'x: 1', 'the paths object')).toThrow(
      /src\/kernel\/paths\.ts: could not find the paths object/,
    );
  });
});
