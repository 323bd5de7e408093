/** Adapters of trips (`/transfersp`) and of the drivers desk (approve, access, blacklist ...). */
import type { AdapterFactory } from './index';

export const deskAdapters: Record<string, AdapterFactory> = {};
