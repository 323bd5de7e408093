/**
 * The cabinet's theme: its look (src/theme.ts) with MUI's own words (a bare table's «Go to
 * previous page», an autocomplete's «No options») in Russian. Apart from the look because the
 * locale builds its number formatter when loaded, an ICU load of up to 100 ms on a busy CPU that
 * the login route, whose parts show none of those words, does without (issue 22 §1).
 */
import { ruRU } from '@mui/material/locale';
import type { RaThemeOptions } from 'react-admin';
import { cabinetLook } from '../theme';

type ThemeComponents = NonNullable<RaThemeOptions['components']>;

/** The locale's default props go under every override that names the same component. */
function withRussianDefaults(components: ThemeComponents): ThemeComponents {
  const own = components as unknown as Record<string, { defaultProps?: object } | undefined>;
  const merged: Record<string, unknown> = { ...components };
  for (const [name, locale] of Object.entries(ruRU.components ?? {})) {
    const localeProps = (locale as { defaultProps?: object }).defaultProps;
    merged[name] = { ...locale, ...own[name], defaultProps: { ...localeProps, ...own[name]?.defaultProps } };
  }
  return merged as ThemeComponents;
}

export const cabinetTheme: RaThemeOptions = { ...cabinetLook, components: withRussianDefaults(cabinetLook.components ?? {}) };
