/** Adapters of the drivers list and the driver card (`/drivers/v2/list`, `/drivers/{id}` ...). */
import type { AdapterFactory } from './index';

export const driverAdapters: Record<string, AdapterFactory> = {};
