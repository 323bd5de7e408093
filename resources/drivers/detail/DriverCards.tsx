/** /drivers/detail/:id/cards — generated from its declaration (./cards/resource.ts). */
import { driverBankCards } from './cards/resource';
import { GeneratedDriverTab } from './DriverTab';

export const DriverCards = () => <GeneratedDriverTab declaration={driverBankCards} />;
