/** A generated list as a tab of the driver card: the card's frame around the declaration's rows. */
import type { ScopedListDeclaration } from '../../../schemas/resource-list';
import { GeneratedScopedList, type GeneratedScopedListProps } from '../../../src/components/generated/GeneratedScopedList';
import type { DriverTab } from '../common/paths';
import { DriverCard } from './DriverCard';

export const GeneratedDriverTab = ({ tab, declaration, ...rest }: { tab?: DriverTab } & GeneratedScopedListProps) => (
  <DriverCard tab={tab ?? (declaration.parent?.tab as DriverTab)}>
    <GeneratedScopedList declaration={declaration} {...rest} />
  </DriverCard>
);

export type { ScopedListDeclaration };
