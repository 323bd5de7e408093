/**
 * The cabinet's sections and resources as the SPA composes them, for the browser tests' Node
 * side. Playwright runs no Vite, so `import.meta.glob` is missing: this loader imports the same
 * files the globs name, registers them (schemas/resources/folder-modules.ts), and only then
 * imports the modules that read them.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerFolderModules, type FolderModules, type LazyFolderModules } from '../../../schemas/resources/folder-modules';

const RESOURCES = join(process.cwd(), 'resources');
const SCREENS = ['List', 'Card', 'Create', 'Show', 'Single'];
const load = async (file: string) => (await import(pathToFileURL(file).href)) as Record<string, unknown>;
const keyOf = (...parts: string[]) => ['../../resources', ...parts].join('/');
const sectionsOnDisk = readdirSync(RESOURCES).filter((name) => statSync(join(RESOURCES, name)).isDirectory());

const declarations: FolderModules = {};
const sections: FolderModules = {};
const screens: LazyFolderModules = {};
// Registered before anything is loaded: a section's index may itself read the declarations.
registerFolderModules({ declarations, sections, screens });
const foldersOf = (section: string) =>
  readdirSync(join(RESOURCES, section)).filter((name) => statSync(join(RESOURCES, section, name)).isDirectory());
for (const section of sectionsOnDisk) {
  for (const folder of foldersOf(section)) {
    const declaration = join(RESOURCES, section, folder, 'resource.ts');
    if (existsSync(declaration)) declarations[keyOf(section, folder, 'resource.ts')] = await load(declaration);
    for (const screen of SCREENS) {
      const file = join(RESOURCES, section, folder, `${screen}.tsx`);
      if (existsSync(file)) screens[keyOf(section, folder, `${screen}.tsx`)] = async () => (await load(file)).default;
    }
  }
}
for (const section of sectionsOnDisk) {
  const index = join(RESOURCES, section, 'index.ts');
  if (existsSync(index)) sections[keyOf(section, 'index.ts')] = await load(index);
}

export const { resourceDeclarations } = await import('../../../schemas/resources');
export const { resourceDefinitions, publicRoutes } = await import('../../../src/root/sections');

// A module that read the registry before it was filled would see no folders at all.
if (resourceDeclarations.length !== Object.keys(declarations).length) {
  throw new Error(`Read ${resourceDeclarations.length} of ${Object.keys(declarations).length} resource folders: something imported schemas/resources before this loader`);
}
