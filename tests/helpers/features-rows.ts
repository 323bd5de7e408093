/**
 * What docs/FEATURES.md must hold for the declared routes and the generated resources, and the
 * exact rows that are missing: a new resource folder's author is told what to paste (its route
 * rows in «Routes», its endpoint row in «Endpoints»), not only that the check failed.
 */
import { groupsFor } from '../../schemas/access';
import { screenPathsOf, type ResourceDeclaration } from '../../schemas/resource';

/** The text of one `## ` section of the document, without the ones after it. */
function section(features: string, heading: string): string {
  const start = features.indexOf(`\n## ${heading}`);
  if (start < 0) return '';
  const end = features.indexOf('\n## ', start + 1);
  return features.slice(start, end < 0 ? undefined : end);
}

const groups = (policy: 'a' | 'b', path: string) => groupsFor(policy, path).join(',');

/** The route row a path needs, with the access both policies give it. */
export function routeRow(path: string, behaviour = 'built on the resource generator'): string {
  return `| \`${path}\` | ${groups('a', path)} | ${groups('b', path)} | default frame | ${behaviour} | <the test that proves it> |`;
}

/** The endpoint row a generated resource needs: the operations its views and export mount. */
export function endpointRow(declaration: ResourceDeclaration): string {
  const base = `/${declaration.name}`;
  const { views } = declaration;
  // `GET`/`POST /path`, as the document's rows write it.
  const on = (methods: string[], path: string) => `\`${methods.join('`/`')} ${path}\``;
  const onList = [views.list ? 'GET' : '', views.create ? 'POST' : ''].filter(Boolean);
  const onOne = ['GET', views.edit ? 'PUT' : '', views.delete ? 'DELETE' : ''].filter(Boolean);
  const operations = [
    ...(onList.length === 0 ? [] : [on(onList, base)]),
    on(onOne, `${base}/{id}`),
    `\`${base}/{id}/changes\``,
    ...(declaration.export ? [`\`${base}/export\``] : []),
  ];
  return `| ${operations.join(', ')} (generated) | built by the resource generator | <the test that proves it> |`;
}

/** Whether the Endpoints table has a row whose first cell names the resource's API path. */
function hasEndpointRow(endpoints: string, name: string): boolean {
  const path = new RegExp(`/${name.replace(/[-/]/g, (c) => `\\${c}`)}(?=[\\s\`/,)]|$)`);
  return endpoints.split('\n').some((line) => line.startsWith('| ') && path.test(line.split(' | ')[0] ?? ''));
}

/** Each missing row as «what is missing: the row to add». */
export function missingFeatureRows(features: string, routes: readonly string[], resources: readonly ResourceDeclaration[]): string[] {
  const endpoints = section(features, 'Endpoints');
  const generated = new Set(resources.flatMap((declaration) => Object.values(screenPathsOf(declaration))));
  const missingRoutes = routes
    .filter((path) => !features.includes(`| \`${path}\` |`))
    .map((path) => `route ${path} has no row in «Routes»; add: ${generated.has(path) ? routeRow(path) : routeRow(path, '<what it does>')}`);
  const missingEndpoints = resources
    .filter((declaration) => !hasEndpointRow(endpoints, declaration.name))
    .map((declaration) => `resource ${declaration.name} has no row in «Endpoints»; add: ${endpointRow(declaration)}`);
  return [...missingRoutes, ...missingEndpoints];
}
