/**
 * The screens of a declared resource by spec path, lazily loaded, for a section's `views`:
 * `<path>` the list, `<path>/:id` the edit form (and `<path>/create`), `<path>/:id/show` the
 * card; a single record (the park card) is its card at `<path>`; a declared `createPath` (the
 * spec's `/users/offer/new`) holds the create form instead. A section replaces any one of them by
 * spreading its own view over the result.
 * The views take their resource from react-admin's ResourceContext: the root registers every
 * declaration of a definition's `resources` as a <Resource> named after its spec path, so a
 * section that spreads these views also lists the declaration in `resources`.
 */
import { createElement } from 'react';
import { screenPathsOf, type ResourceDeclaration } from '../../../schemas/resource';
import type { RouteView } from '../../root/definition';
import { lazyNamed } from '../../root/lazy';

type Props = { declaration: ResourceDeclaration };

const List = lazyNamed<'GeneratedList', Props>(() => import('./GeneratedList'), 'GeneratedList');
const Card = lazyNamed<'GeneratedCard', Props>(() => import('./GeneratedForms'), 'GeneratedCard');
const Create = lazyNamed<'GeneratedCreate', Props>(() => import('./GeneratedForms'), 'GeneratedCreate');
const Show = lazyNamed<'GeneratedShow', Props>(() => import('./GeneratedShow'), 'GeneratedShow');
const Single = lazyNamed<'GeneratedSingle', Props>(() => import('./GeneratedForms'), 'GeneratedSingle');

const drawnByGenerator = new WeakSet<RouteView>();

/** Whether a route's view is one of these (the generated-screens count, tests/unit). */
export const isGeneratedView = (view: RouteView): boolean => drawnByGenerator.has(view);

function bound(View: typeof List, declaration: ResourceDeclaration): RouteView {
  const Bound = () => createElement(View, { declaration });
  // DeclaredRoute preloads a view's chunk while it checks permissions.
  const view = Object.assign(Bound, { preload: View.preload });
  drawnByGenerator.add(view);
  return view;
}

export function generatedViews(declaration: ResourceDeclaration): Record<string, RouteView> {
  const paths = screenPathsOf(declaration);
  const views: Record<string, RouteView> = {};
  if (paths.single) views[paths.single] = bound(Single, declaration);
  if (paths.list) views[paths.list] = bound(List, declaration);
  if (paths.create) views[paths.create] = bound(Create, declaration);
  if (paths.card) views[paths.card] = bound(Card, declaration);
  if (paths.show) views[paths.show] = bound(Show, declaration);
  return views;
}
