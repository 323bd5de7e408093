/**
 * The cabinet's look: a calm petrol-blue palette on light grey, flat outlined surfaces and
 * system fonts (nothing is fetched from a font CDN). Built on react-admin's default theme so
 * its components keep their defaults.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { layoutOverrides } from './components/tableScroll';

/** Spec 9: mobile breakpoint (menu becomes a temporary drawer below it). */
export const MOBILE_BREAKPOINT = 450;
/** Spec 9: modals go full screen below this width. */
export const NARROW_BREAKPOINT = 600;
/**
 * From this width up the help panel takes a column of its own beside the content (400 px, while a
 * person reads it); below it the panel is a drawer over the page.
 */
export const WIDE_BREAKPOINT = 1280;

/**
 * From this width up the accounts panel is a column of its own. Below it the panel is an app-bar
 * drawer, so a list keeps the whole width beside the menu: at 1280 px a docked panel left the
 * lists about 680 px, and the drivers table needs 1,404 px (issue 21 §5). At 1680 px the content
 * keeps about 1,100 px beside the menu and the panel.
 */
export const ACCOUNTS_COLUMN_BREAKPOINT = 1680;

export const mobileQuery = `(max-width:${MOBILE_BREAKPOINT - 0.05}px)`;
export const narrowQuery = `(max-width:${NARROW_BREAKPOINT - 0.05}px)`;
/** Below the wide breakpoint; asked this way round so that where no media query answers (tests) the frame is wide. */
export const belowWideQuery = `(max-width:${WIDE_BREAKPOINT - 0.05}px)`;
export const belowAccountsColumnQuery = `(max-width:${ACCOUNTS_COLUMN_BREAKPOINT - 0.05}px)`;

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_CLOSED_WIDTH = 56;
export const RIGHT_PANEL_WIDTH = 300;
/** react-admin's app bar where side columns show (from the `sm` breakpoint up). */
export const APP_BAR_HEIGHT = 48;

const ink = '#1c2630';
const petrol = '#1f5f7a';
const border = '#e0e6eb';
const paper = '#ffffff';

/**
 * The cabinet's look. The theme the cabinet uses adds MUI's own words in Russian to it
 * (src/root/cabinetTheme.ts); the login route (src/login/entry.tsx) uses the look alone.
 */
export const cabinetLook: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { light: '#4f8ca8', main: petrol, dark: '#123f52', contrastText: '#ffffff' },
    secondary: { light: '#5fa58a', main: '#2f7d62', dark: '#1d5642', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    // Dark enough for warning-coloured text on white (4.5:1, axe color-contrast).
    warning: { main: '#995c00' },
    error: { main: '#c62828' },
    info: { main: '#1f6fb2' },
    background: { default: '#f3f5f7', paper },
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
    // MUI's default for an unselected toggle is 54 % black: too pale on the grey ground.
    MuiToggleButton: {
      styleOverrides: { root: { color: '#5a6773' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    // A tooltip by the window's edge (the app bar's buttons) must not widen the document: fixed
    // positioning keeps poppers out of the page's scrollable area.
    MuiTooltip: {
      defaultProps: { slotProps: { popper: { popperOptions: { strategy: 'fixed' } } } },
    },
    // Tabs that do not fit scroll with arrows instead of being cut off at the card's edge.
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
    },
    ...layoutOverrides({ paper, divider: border, hover: 'rgba(0, 0, 0, 0.04)', selected: 'rgba(31, 95, 122, 0.08)' }),
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
