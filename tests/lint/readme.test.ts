import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README's "How it is built" is a newcomer's map of the code: its folders and the packages it runs on.
 * These checks read the tree and package.json, so a folder or a dependency added without a word there
 * fails here rather than leaving the map quietly wrong.
 */
const readme = readFileSync('README.md', 'utf8');
const sectionStart = readme.indexOf('## How it is built\n');
const section = readme.slice(sectionStart, readme.indexOf('\n## ', sectionStart + 1));
const map = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

interface Entry {
  /** The folder or file, from the repository's root. */
  path: string;
  indent: number;
  /** Its line in the map, with those that continue it and those of what it holds. */
  text: string;
}

/** The map's entries: a name at the start of a line (a nested one indented), its description after. */
function entriesOf(text: string): Entry[] {
  const entries: Entry[] = [];
  const parents: Entry[] = [];
  for (const line of text.split('\n')) {
    const entry = /^( {0,6})([\w.-]+\/?)(?: {2,}|$)/.exec(line);
    if (entry) {
      const indent = entry[1]!.length;
      while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
      const parent = parents.at(-1);
      const name = entry[2]!.replace(/\/$/, '');
      const added: Entry = { path: parent ? `${parent.path}/${name}` : name, indent, text: '' };
      entries.push(added);
      parents.push(added);
    }
    for (const holder of parents) holder.text += `${line}\n`;
  }
  return entries;
}

const entries = entriesOf(map);
const entry = (path: string) => entries.find((found) => found.path === path);

/** The folders in `dir`, left out those git ignores (the build, the data, the reports). */
function foldersIn(dir: string): string[] {
  const ignored = readFileSync('.gitignore', 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1));
  return readdirSync(dir, { withFileTypes: true })
    .filter((found) => found.isDirectory() && !found.name.startsWith('.') && !(dir === '.' && ignored.includes(found.name)))
    .map((found) => found.name);
}

/** Whether `text` names the folder `name` as `name/`, at the start of a word. */
const namesFolder = (text: string, name: string) => new RegExp(`(^|[\\s(,])${name.replace(/[.-]/g, '\\$&')}/`, 'm').test(text);

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('README, "How it is built"', () => {
  it('has a map of the folders', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  it('maps every folder at the root of the repository', () => {
    for (const folder of foldersIn('.')) expect(entry(folder), `${folder}/`).toBeDefined();
  });

  it.each(['contract', 'machines', 'src', 'src/views', 'server', 'tests'])('names every folder of %s/', (dir) => {
    const text = entry(dir)?.text ?? '';
    for (const folder of foldersIn(dir)) expect(namesFolder(text, folder), `${dir}/${folder}/`).toBe(true);
  });

  it('maps only what exists', () => {
    for (const { path } of entries) expect(existsSync(path), path).toBe(true);
  });

  it('names only view areas that exist', () => {
    const areas = /one folder per area \(([^)]*)\)/.exec(entry('src/views')?.text ?? '')?.[1] ?? '';
    const named = areas.split(',').map((area) => area.trim().replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(1);
    for (const area of named) expect(existsSync(join('src/views', area)), area).toBe(true);
  });

  describe('the packages it runs on', () => {
    const paragraph = section.split('\n\n').find((block) => block.startsWith('The packages it runs on')) ?? '';
    // A backticked name without a dot or a folder of ours: `package.json` and file paths are not packages.
    const named = [...paragraph.matchAll(/`((?:@[\w-]+\/)?[\w-]+)`/g)].map((match) => match[1]!);

    it('are listed', () => {
      expect(named.length).toBeGreaterThan(10);
    });

    it('are each a dependency of package.json', () => {
      const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };
      for (const name of named) expect(declared[name], name).toBeDefined();
    });

    it('name every dependency the app and the gateway are built from', () => {
      for (const name of Object.keys(packageJson.dependencies)) expect(named, name).toContain(name);
    });
  });
});
