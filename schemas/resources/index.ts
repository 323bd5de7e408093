/**
 * Every resource declared for the generator, found by Vite's `import.meta.glob` over the resource
 * folders (resources/<section>/<resource>/resource.ts): adding a folder is the whole change. Read by
 * the SPA's data provider and root, and by the tests (Vitest is Vite-based). A declaration is pure,
 * shared data (lint keeps React and the server out of resource.ts), so this arrow into resources/
 * reaches only that layer. The server, under tsx, scans the same folders itself
 * (server/modules/generated.ts).
 */
import { isResourceDeclaration, type ResourceDeclaration } from '../resource';
import { registeredFolderModules } from './folder-modules';

const modules = import.meta.env
  ? import.meta.glob<Record<string, unknown>>('../../resources/*/*/resource.ts', { eager: true })
  : registeredFolderModules().declarations;

/** A declaration with the folder it lives in (`resources/users/offers`), in path order. */
export interface FolderDeclaration {
  folder: string;
  declaration: ResourceDeclaration;
}

export const folderDeclarations: readonly FolderDeclaration[] = Object.keys(modules)
  .sort()
  .flatMap((file) => {
    const declarations = Object.values(modules[file] ?? {}).filter(isResourceDeclaration);
    if (declarations.length !== 1) throw new Error(`${file}: declares ${declarations.length} resources, not one`);
    return declarations.map((declaration) => ({ folder: file.replace(/^(\.\.\/)+/, '').replace(/\/resource\.ts$/, ''), declaration }));
  });

export const resourceDeclarations: readonly ResourceDeclaration[] = folderDeclarations.map((entry) => entry.declaration);
