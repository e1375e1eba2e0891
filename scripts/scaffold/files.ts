import type { Names } from './names';
import { machineModule, modelModule } from './templates/machine';
import { contractModule, queryModule, routerModule, serverTest } from './templates/resource';
import { actorsModule, areaModule, pageModule, viewModule, viewPathsTest } from './templates/screen';

/** A file the scaffold writes, new: its path from the repository's root and its text. */
export interface NewFile {
  path: string;
  text: string;
}

/** The gateway resource's own files. */
export const resourceFiles = (names: Names): NewFile[] => [
  { path: `contract/${names.kebab}.ts`, text: contractModule(names) },
  { path: `server/${names.kebab}/list.ts`, text: queryModule(names) },
  { path: `server/routes/${names.kebab}.ts`, text: routerModule(names) },
  { path: `tests/server/${names.kebab}.test.ts`, text: serverTest(names) },
];

/** The screen's own files, over its resource. */
export const screenFiles = (names: Names): NewFile[] => [
  { path: `machines/${names.kebab}.machine.ts`, text: machineModule(names) },
  { path: `tests/machines/models/${names.kebab}.model.ts`, text: modelModule(names) },
  { path: `src/actors/${names.kebab}.actors.ts`, text: actorsModule(names) },
  { path: `src/app/areas/${names.kebab}.area.ts`, text: areaModule(names) },
  { path: `src/views/${names.kebab}/${names.pascal}Page.tsx`, text: pageModule(names) },
  { path: `src/views/${names.kebab}/${names.pascal}View.tsx`, text: viewModule(names) },
  { path: `tests/views/${names.kebab}.paths.test.tsx`, text: viewPathsTest(names) },
];
