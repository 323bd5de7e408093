/**
 * The look every desk list shares: a wide table scrolls sideways inside its card instead of
 * widening the page. react-admin's layout grows to fit its content (min-width: fit-content), so
 * the list's main column is size-contained: it takes the width it is given, not its table's.
 */
export const listSx = { '& .RaList-main': { minWidth: 0, contain: 'inline-size' } } as const;
export const tableSx = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;
