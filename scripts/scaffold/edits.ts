import { addImport, AnchorError, appendMember, ensureAbsent, insertAfterLastLine, insertBeforeLine } from './anchors';
import { marker, type Names } from './names';
import { navText, permissionText, screenTexts } from './templates/texts';

/** One change to a file that exists: the file's text in, the new text out. */
export interface Edit {
  file: string;
  apply: (text: string, names: Names) => string;
}

/** An edit of `file`, whose steps name the file in their errors. */
const edit = (file: string, apply: (text: string, names: Names, file: string) => string): Edit => ({
  file,
  apply: (text, names) => apply(text, names, file),
});

/** JSON files are read and written whole, in the two-space layout the repository keeps them in. */
export interface JsonEdit {
  file: string;
  apply: (json: Record<string, unknown>, names: Names) => void;
}

const objectAt = (json: Record<string, unknown>, file: string, keys: readonly string[]): Record<string, unknown> => {
  let node: unknown = json;
  for (const key of keys) {
    node = (node as Record<string, unknown>)[key];
    if (node === null || typeof node !== 'object' || Array.isArray(node)) throw new Error(`${file}: no object at ${keys.join('.')}`);
  }
  return node as Record<string, unknown>;
};

const addKey = (object: Record<string, unknown>, file: string, key: string, value: unknown) => {
  if (key in object) throw new Error(`${file} already has the key ${key}: choose another name.`);
  object[key] = value;
};

/** What a gateway resource touches besides its own new files. */
export const resourceEdits: readonly Edit[] = [
  edit('contract/endpoints.ts', (text, { kebab, camel }, file) => {
    ensureAbsent(text, file, `${camel}Endpoints`);
    const imported = addImport(text, file, `import { ${camel}Endpoints } from './${kebab}';`);
    return appendMember(imported, file, /const endpointGroups = \{/, `${camel}: ${camel}Endpoints`, 'the endpointGroups object');
  }),
  edit('contract/permissions.ts', (text, { camel }, file) => {
    ensureAbsent(text, file, `'${camel}.read'`);
    return appendMember(
      text,
      file,
      /export const permissions = \{/,
      `// ${marker} the roles that may read it (decisions.md, "Accounts, roles, session").\n'${camel}.read': { roles: ['admin', 'comprador', 'finanzas'] }`,
      'the permissions object',
    );
  }),
  edit('contract/permission-labels.ts', (text, names, file) =>
    appendMember(text, file, /permissionLabels[^=]*= \{/, `'${names.camel}.read': '${permissionText(names)}'`, 'the permissionLabels object'),
  ),
  edit('server/app.ts', (text, { kebab, camel }, file) => {
    ensureAbsent(text, file, `${camel}Routes`);
    const imported = addImport(text, file, `import { ${camel}Routes } from './routes/${kebab}';`);
    // Before the chain's last mount, so its closing semicolon stays where it is.
    const last = [...imported.matchAll(/^([ \t]*)\.route\('\/', \w+\(deps\)\)/gm)].at(-1);
    if (last === undefined) throw new AnchorError(file, "the API's .route('/', ...(deps)) mounts");
    return `${imported.slice(0, last.index)}${last[1]}.route('/', ${camel}Routes(deps))\n${imported.slice(last.index)}`;
  }),
  edit('tests/server/roles.test.ts', (text, { kebab }, file) => {
    ensureAbsent(text, file, `'GET /${kebab}'`);
    return appendMember(text, file, /const requests: Record<.*> = \{/, `'GET /${kebab}': async () => ({ path: '/api/${kebab}' })`, 'the requests object');
  }),
  edit('README.md', (text, { kebab, words }, file) =>
    insertBeforeLine(text, file, /^ {2}jobs\/ /m, `${kebab}/${' '.repeat(Math.max(2, 11 - kebab.length))}${marker} ${words}: what the folder holds`, 'the server/ map\'s jobs/ line'),
  ),
];

/** What a screen touches besides the resource's edits and its own new files. */
export const screenEdits: readonly Edit[] = [
  edit('src/actors/index.ts', (text, { kebab, camel }, file) => {
    ensureAbsent(text, file, `${camel}Effects`);
    let out = addImport(text, file, `import type { ${camel}Machine } from '../../machines/${kebab}.machine';`);
    out = addImport(out, file, `import { ${camel}Effects } from './${kebab}.actors';`);
    out = insertAfterLastLine(out, file, /^[ \t]*\w+: MachineEffects<typeof \w+>;$/gm, `${camel}: MachineEffects<typeof ${camel}Machine>;`, "the Effects interface's members");
    return insertBeforeLine(out, file, /^[ \t]*reads,\s*\n[ \t]*\};/m, `${camel}: ${camel}Effects(api),`, "gatewayEffects' answer (its reads, last)");
  }),
  edit('tests/views/effects-fakes.tsx', (text, { camel }, file) =>
    insertBeforeLine(text, file, /^[ \t]*\.\.\.machines,$/m, `${camel}: {},`, "fakeEffects' ...machines line"),
  ),
  edit('src/kernel/paths.ts', (text, { kebab, camel }, file) => {
    ensureAbsent(text, file, `'/dashboard/${kebab}'`);
    return appendMember(text, file, /export const paths = \{/, `${camel}: '/dashboard/${kebab}'`, 'the paths object');
  }),
  edit('src/app/routes/dashboard.routes.tsx', (text, { kebab, camel, pascal }, file) => {
    let out = insertAfterLastLine(text, file, /^const \w+Area = lazyArea\(.*$/gm, `const ${camel}Area = lazyArea(() => import('../areas/${kebab}.area'), { effects: true });`, 'the areas (const ...Area = lazyArea(...))');
    out = insertAfterLastLine(out, file, /^const \w+Page = lazy\(.*$/gm, `const ${pascal}Page = lazy(() => ${camel}Area().then((area) => ({ default: area.${pascal}Page })));`, 'the pages (const ...Page = lazy(...))');
    return appendMember(
      out,
      file,
      /children: \[/,
      `{ path: paths.${camel}, element: <Permitted action="${camel}.read">{page(<${pascal}Page />)}</Permitted> }`,
      "the dashboard route's children",
    );
  }),
  edit('src/views/shell/navigation.ts', (text, { camel }, file) =>
    appendMember(
      text,
      file,
      /id: 'myData',[\s\S]*?items: \[/,
      `// ${marker} the group and the glyph (NavIconName, navIcons.tsx) the entry shows.\n{ id: '${camel}', title: 'nav.items.${camel}', path: paths.${camel}, icon: 'invoices', action: '${camel}.read' }`,
      "the myData group's items",
    ),
  ),
  edit('src/app/route-table.ts', (text, { camel }, file) =>
    appendMember(text, file, /const pageTable = \{/, `${camel}: { path: paths.${camel}, access: 'signedIn' }`, 'the pageTable object'),
  ),
  edit('src/app/first-routes.ts', (text, { kebab, camel }, file) =>
    appendMember(text, file, /const firstVisits[^=]*= \{/, `${camel}: signedInPage('${kebab}', '${camel}.title')`, 'the firstVisits object'),
  ),
  edit('tests/views/shell-routes.test.tsx', (text, names, file) =>
    appendMember(text, file, /cases\('signedIn', \{/, `${names.camel}: '${screenTexts(names).title}'`, "the signed-in pages' headings"),
  ),
  edit('README.md', (text, { kebab }, file) => {
    const match = /one folder per area \(([^)]*)\)/.exec(text);
    if (!match) throw new AnchorError(file, '"one folder per area (...)" in the src/views/ map');
    const end = match.index + match[0].length - 1;
    return `${text.slice(0, end)}, ${kebab}/${text.slice(end)}`;
  }),
];

const localeFiles = ['src/i18n/es.areas.json', 'src/i18n/en.json', 'src/i18n/fr.json', 'src/i18n/vi.json', 'src/i18n/cn.json', 'src/i18n/ar.json'];

/** The screen's texts and its navigation label, in each locale file. */
export const textEdits: readonly JsonEdit[] = localeFiles.map((file) => ({
  file,
  apply: (json, names) => {
    addKey(json, file, names.camel, screenTexts(names));
    addKey(objectAt(json, file, ['nav', 'items']), file, names.camel, navText(names));
  },
}));
