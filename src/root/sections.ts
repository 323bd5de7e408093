/**
 * The sections of the cabinet, found by Vite's `import.meta.glob`: each `resources/<section>/index.ts`
 * exports its definition (menu, icon, its hand-written screens and their routes), and each resource
 * folder `resources/<section>/<resource>/resource.ts` (schemas/resources/index.ts) joins the section
 * its URL's first segment names with its generated screens at its spec paths. A folder's own
 * `List.tsx`, `Card.tsx`, `Create.tsx`, `Show.tsx` or `Single.tsx` (a default export) replaces that
 * generated screen. The root names no section: adding a folder is the whole change.
 */
import type { ComponentType } from 'react';
import { SECTIONS, type Section } from '../../schemas/access';
import { screenPathsOf } from '../../schemas/resource';
import { folderDeclarations, type FolderDeclaration } from '../../schemas/resources';
import { registeredFolderModules } from '../../schemas/resources/folder-modules';
import type { RouteDecl } from '../../schemas/routing';
import { generatedViews } from '../components/generated/views';
import type { ResourceDefinition, RouteView, ScreenRoute } from './definition';
import { lazyNamed } from './lazy';

// Outside Vite (the browser tests' Node side) a loader has registered the same modules.
const definitionModules = import.meta.env
  ? import.meta.glob<Record<string, unknown>>('../../resources/*/index.ts', { eager: true })
  : registeredFolderModules().sections;
const screenFiles = import.meta.env
  ? import.meta.glob<ComponentType>('../../resources/*/*/{List,Card,Create,Show,Single}.tsx', { import: 'default' })
  : (registeredFolderModules().screens as Record<string, () => Promise<ComponentType>>);

/** The folder-convention file of each generated screen (screenPathsOf's keys). */
const SCREEN_FILES = { list: 'List', card: 'Card', create: 'Create', show: 'Show', single: 'Single' } as const;

const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === 'object' && value !== null && 'name' in value && 'routes' in value;

function sectionDefinition(section: Section): ResourceDefinition {
  const module = definitionModules[`../../resources/${section}/index.ts`] ?? {};
  const definition = Object.values(module).find(isDefinition);
  if (definition === undefined || definition.name !== section) throw new Error(`resources/${section}/index.ts: no definition of the section «${section}»`);
  return definition;
}

/** A resource folder's screens: the generated ones, each replaced by the folder's file of that screen. */
function folderViews({ folder, declaration }: FolderDeclaration): Record<string, RouteView> {
  const views = generatedViews(declaration);
  for (const [screen, path] of Object.entries(screenPathsOf(declaration))) {
    const name: string = SCREEN_FILES[screen as keyof typeof SCREEN_FILES];
    const load = screenFiles[`../../${folder}/${name}.tsx`];
    if (load !== undefined && path !== undefined) views[path] = lazyNamed(() => load().then((View) => ({ [name]: View })), name);
  }
  return views;
}

/** The section a folder lies in must be its declaration's URL's first segment. */
function sectionOfFolder({ folder, declaration }: FolderDeclaration): string {
  const section = folder.split('/')[1] ?? '';
  const first = declaration.path.split('/')[1];
  if (section !== first) throw new Error(`${folder}: declares ${declaration.path}, which is not under /${section}`);
  return section;
}

/**
 * A section as the shell reads it: its route lines (their screens moved into `views`, so a test
 * may swap one) and its resource folders' routes and screens.
 */
function composed(definition: ResourceDefinition): ResourceDefinition {
  const folders = folderDeclarations.filter((entry) => sectionOfFolder(entry) === definition.name);
  const lineViews = Object.fromEntries(definition.routes.flatMap((route) => (route.view === undefined ? [] : [[route.path, route.view]])));
  const declared = new Set(definition.routes.map((route) => route.path));
  const routes: ScreenRoute[] = folders.flatMap(({ declaration }) =>
    Object.values(screenPathsOf(declaration))
      .filter((path) => !declared.has(path))
      .map((path) => ({ path })),
  );
  return {
    ...definition,
    routes: [...definition.routes.map(({ view: _view, ...route }) => route), ...routes],
    views: { ...folders.reduce((all, entry) => ({ ...all, ...folderViews(entry) }), {}), ...lineViews, ...definition.views },
    resources: [...(definition.resources ?? []), ...folders.map((entry) => entry.declaration)],
  };
}

export const definitionsBySection = Object.fromEntries(SECTIONS.map((section) => [section, composed(sectionDefinition(section))])) as Readonly<
  Record<Section, ResourceDefinition>
>;

export const resourceDefinitions: readonly ResourceDefinition[] = Object.values(definitionsBySection);

/** Every route of a section: its own lines and its resource folders' screens. */
export const sectionRoutes = Object.fromEntries(resourceDefinitions.map((definition) => [definition.name, [...definition.routes]])) as Record<Section, RouteDecl[]>;

/** Public routes of the auth frame. */
export const publicRoutes: RouteDecl[] = [
  { path: '/login', frame: 'auth' },
  { path: '/registration', frame: 'auth' },
];

/** Every route of spec section 2 (and the cabinet's own), read by the router, the menu and the tests. */
export const allRoutes: RouteDecl[] = [...publicRoutes, ...Object.values(sectionRoutes).flat()];
