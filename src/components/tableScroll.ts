/**
 * Theme overrides that keep every page within the window (issue 9): react-admin's views are flex
 * rows whose items default to `min-width: auto`, so one wide table used to widen its card, the
 * list, the layout and finally the document. The items get `min-width: 0` instead, and the
 * tables scroll sideways inside their own wrapper with the first column kept in view.
 */
import type { CSSObject } from '@mui/material/styles';

export interface TableColours {
  /** Opaque ground of the sticky cells: the scrolled cells pass under it. */
  paper: string;
  divider: string;
  /** Row hover and selection tints, laid over the ground (they are translucent). */
  hover: string;
  selected: string;
}

const firstCell = 'tr > .MuiTableCell-root:first-of-type:not([colspan])';

/** The first cell of every row stays at the left edge of the scrolling box. */
export function stickyFirstColumn({ paper, divider, hover, selected }: TableColours): CSSObject {
  const tint = (colour: string) => ({ backgroundImage: `linear-gradient(${colour}, ${colour})` });
  return {
    [`& ${firstCell}`]: {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: paper,
      // A hairline on its right edge shows where the scrolled columns slide under.
      boxShadow: `inset -1px 0 0 ${divider}`,
    },
    // Header cells are sticky at the top as well: the corner cell stays above both.
    [`& thead ${firstCell}`]: { zIndex: 3 },
    [`& .MuiTableRow-hover:hover > .MuiTableCell-root:first-of-type:not([colspan])`]: tint(hover),
    [`& .Mui-selected > .MuiTableCell-root:first-of-type:not([colspan])`]: tint(selected),
  };
}

function scrollingWrapper(wrapper: string, colours: TableColours): CSSObject {
  return { [`& .${wrapper}`]: { overflowX: 'auto', ...stickyFirstColumn(colours) } };
}

/** The `components` entries of the cabinet theme for lists, cards and tables. */
export function layoutOverrides(colours: TableColours) {
  const shrinkable = (className: string) => ({ styleOverrides: { root: { [`& .${className}`]: { minWidth: 0 } } } });
  return {
    // react-admin's layout is `min-width: fit-content`: the page would grow to its widest table.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: shrinkable('RaList-main'),
    // Filters and actions share a line while they fit; the actions go under the filters before
    // the filters are squeezed into one column.
    RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap', columnGap: 16 } } },
    RaShow: shrinkable('RaShow-card'),
    RaEdit: shrinkable('RaEdit-card'),
    RaCreate: shrinkable('RaCreate-card'),
    RaDatagrid: { styleOverrides: { root: scrollingWrapper('RaDatagrid-tableWrapper', colours) } },
    RaDataTable: { styleOverrides: { root: scrollingWrapper('RaDataTable-tableWrapper', colours) } },
    // MUI's TableContainer already scrolls sideways; hand-written tables sit in one.
    MuiTableContainer: { styleOverrides: { root: stickyFirstColumn(colours) } },
  };
}
