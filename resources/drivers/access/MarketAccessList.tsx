/** /drivers/access-market — generated (./list.ts): drivers asking for the marketplace, tabs by status. */
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { accessSlots } from './accessSlots';
import { marketAccessList } from './list';

const slots = accessSlots('market');

export const MarketAccessList = () => <GeneratedScopedList declaration={marketAccessList} slots={slots} />;
