/**
 * The resource definition every section exports from resources/<section>/index.ts. The root
 * router, the left menu and the home page all read these definitions: a screen exists exactly
 * when a definition maps one of its declared routes to a view.
 */
import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteDecl } from '../../schemas/routing';
import type { Section } from '../../schemas/access';
import type { CountryCode } from '../../schemas/auth';
import type { TextsAt } from '../../texts/t';
import type { ResourceDeclaration } from '../../schemas/resource';

/** A text, link or item that names or leads to sections, by their paths. */
export interface NamesSections {
  sections: readonly string[];
}

/** A screen; load it lazily with lazyNamed (src/root/lazy.ts) so it lands in its own chunk. */
export type RouteView = ComponentType;

/** Key of the menu label in ru.menu. */
export type MenuLabelKey = keyof TextsAt<'menu'>;

/**
 * What a menu item shows next to its label: a number (approved drivers), a warning highlight
 * (referral program off) or a dot (new news).
 */
export type MenuBadge =
  | { kind: 'count'; count: number }
  | { kind: 'warning' }
  | { kind: 'dot'; color: 'success' | 'error' | 'warning' | 'info' };

/** A React hook answering the badge; null shows none. Called on every menu render. */
export type MenuBadgeHook = () => MenuBadge | null;

export interface ManagerDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface MenuConfig {
  /** Optional badge hook, supplied by the section when its domain exists. */
  useBadge?: MenuBadgeHook;
}

/**
 * A route line of a section's table (resources/<section>/routes.ts): the path and, beside it, the
 * screen's file — `view: lazyNamed(() => import('./detail/drivers/GroupDrivers'), 'GroupDrivers')` —
 * so a URL leads to its code in one step and a screen cannot lose its route.
 */
export interface ScreenRoute extends RouteDecl {
  view?: RouteView;
}

export interface ResourceDefinition {
  name: Section;
  icon: SvgIconComponent;
  label: MenuLabelKey;
  /**
   * The section's route lines (resources/<section>/routes.ts), each with its screen; the resource
   * folders' screens join them (src/root/sections.ts).
   */
  routes: readonly ScreenRoute[];
  /**
   * Screens by route path, for sections whose route lines do not carry them yet (drivers,
   * payments, aggregators); a declared route without a view answers 404.
   */
  views?: Partial<Record<string, RouteView>>;
  /**
   * Resources the section declares for the generator (schemas/resource.ts): each is a react-admin
   * <Resource> named after its spec path, so react-admin's own links land on the declared routes.
   */
  resources?: readonly ResourceDeclaration[];
  /** Country codes (spec 6) the section exists for; every country when absent. */
  countries?: readonly CountryCode[];
  /**
   * Left-menu entry (the item opens `/<name>`, `/` for home, following redirects); absent for
   * sections the spec's menu does not list.
   */
  menu?: MenuConfig;
  /**
   * 'Ваш менеджер' (spec 2, left menu): shown while `useHelpCondition()` holds; opens `dialog`.
   * Only the kpi definition supplies it, once the kpi domain exists.
   */
  manager?: {
    useHelpCondition: () => boolean;
    /** Rendered inside <Suspense>; load it lazily with lazyNamed. */
    dialog: ComponentType<ManagerDialogProps>;
  };
  /** A section's own app-bar button (the reports' «Мои отчёты»), left of help; it decides itself whether to show. */
  appBarButton?: ComponentType;
  /**
   * The section's block on the home page (the KPI's last 7 days, the latest news): shown only
   * when every path of `text.sections` can be opened. Load it lazily with lazyNamed.
   */
  homeBlock?: HomeBlock;
}

/** A home-page block: where it sits, what it names, and the block itself. */
export interface HomeBlock {
  /** `summary`: full width above the sections; `beside`: next to the list of sections. */
  place: 'summary' | 'beside';
  text: NamesSections & { text: string };
  component: ComponentType;
}
