/** Pieces shared by the commission report's screens: the remembered period. */
export const FEEREPORT_PERIOD_KEY = 'drivers.feereport.period';
