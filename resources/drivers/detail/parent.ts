/** The driver card as the parent record of its tabs: a tab's rows are the route's driver's (`driver_id`). */
export const driverTab = (tab: string) => ({ path: '/drivers/detail/:id', param: 'id', filter: 'driver_id', tab }) as const;
