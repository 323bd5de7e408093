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
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { RouteView } from '../../root/definition';
import { lazyNamed } from '../../root/lazy';

type Props = { declaration: ResourceDeclaration };

const List = lazyNamed<'GeneratedList', Props>(() => import('./GeneratedList'), 'GeneratedList');
const Card = lazyNamed<'GeneratedCard', Props>(() => import('./GeneratedForms'), 'GeneratedCard');
const Create = lazyNamed<'GeneratedCreate', Props>(() => import('./GeneratedForms'), 'GeneratedCreate');
const Show = lazyNamed<'GeneratedShow', Props>(() => import('./GeneratedShow'), 'GeneratedShow');
const Single = lazyNamed<'GeneratedSingle', Props>(() => import('./GeneratedForms'), 'GeneratedSingle');

function bound(View: typeof List, declaration: ResourceDeclaration): RouteView {
  const Bound = () => createElement(View, { declaration });
  // DeclaredRoute preloads a view's chunk while it checks permissions.
  return Object.assign(Bound, { preload: View.preload });
}

export function generatedViews(declaration: ResourceDeclaration): Record<string, RouteView> {
  const views: Record<string, RouteView> = {};
  if (declaration.single) return { [declaration.path]: bound(Single, declaration) };
  if (declaration.views.list) views[declaration.path] = bound(List, declaration);
  if (declaration.views.create && declaration.createPath !== undefined) views[declaration.createPath] = bound(Create, declaration);
  if (declaration.views.edit || (declaration.views.create && declaration.createPath === undefined)) {
    views[`${declaration.path}/:id`] = bound(Card, declaration);
  }
  if (declaration.views.show) views[`${declaration.path}/:id/show`] = bound(Show, declaration);
  return views;
}
