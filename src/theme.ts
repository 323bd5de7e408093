/**
 * The cabinet's look: a calm petrol-blue palette on light grey, flat outlined surfaces and
 * system fonts (nothing is fetched from a font CDN). Built on react-admin's default theme so
 * its components keep their defaults.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec 9: mobile breakpoint (menu becomes a temporary drawer below it). */
export const MOBILE_BREAKPOINT = 450;
/** Spec 9: modals go narrow, and the right side panel becomes a drawer, below this width. */
export const NARROW_BREAKPOINT = 600;

export const mobileQuery = `(max-width:${MOBILE_BREAKPOINT - 0.05}px)`;
export const narrowQuery = `(max-width:${NARROW_BREAKPOINT - 0.05}px)`;

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_CLOSED_WIDTH = 56;
export const RIGHT_PANEL_WIDTH = 300;

const ink = '#1c2630';
const petrol = '#1f5f7a';
const border = '#e0e6eb';

export const cabinetTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { light: '#4f8ca8', main: petrol, dark: '#123f52', contrastText: '#ffffff' },
    secondary: { light: '#5fa58a', main: '#2f7d62', dark: '#1d5642', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#b26a00' },
    error: { main: '#c62828' },
    info: { main: '#1f6fb2' },
    background: { default: '#f3f5f7', paper: '#ffffff' },
    text: { primary: ink, secondary: '#5a6773' },
    divider: border,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiAppBar: {
      styleOverrides: {
        root: { backgroundColor: '#17384a', color: '#ffffff', boxShadow: 'none' },
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: border } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 6,
          margin: '1px 6px',
          '&.RaMenuItemLink-active': {
            color: petrol,
            backgroundColor: 'rgba(31, 95, 122, 0.09)',
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: petrol },
          },
        },
      },
    },
  },
};
