/** Texts of the trips section and of the drivers desk (approve, blacklist, access, feedback, goals, feereport). */
export const ruDesk = {} as const;
