import { useIdParam } from '../../src/root/routeParams';

/** The `:id` of the section's paths as a number; -1 when it is not an id. */
export const useAggregatorId = (): number => useIdParam('id');
