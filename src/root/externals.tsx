/**
 * The public routes as the cabinet's router meets them (a sign-out, a session that died, a link to
 * /registration): the page is loaded afresh at that path, so src/main.tsx mounts the login
 * entry (src/login/entry.tsx) alone and nothing of the signed-in cabinet stays in memory.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import type { RouteView } from './definition';

/** Loads `path` afresh (its canonical spelling: the router also matches `/login/` or `/Login`). */
function publicRoute(path: string): RouteView {
  const PublicRoute = () => {
    const { search } = useLocation();
    useEffect(() => {
      window.location.replace(`${path}${search}`);
    }, [search]);
    return <LoadingScreen />;
  };
  return PublicRoute;
}

/** Views of the public routes (src/root/sections.ts `publicRoutes`). */
export const publicViews: Partial<Record<string, RouteView>> = {
  '/login': publicRoute('/login'),
  '/registration': publicRoute('/registration'),
};
