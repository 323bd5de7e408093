/** Texts of the drivers list, the driver card and driver creation. */
export const ruDrivers = {} as const;
