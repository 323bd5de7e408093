/** Every resource declared for the generator; the server mounts them, the data provider serves them. */
import type { ResourceDeclaration } from '../resource';
import { blacklist } from './blacklist';
import { exportAudit } from './export-audit';
import { extraDeclarations } from './extra';
import { driverGroups } from './groups';
import { legalEntities } from './legal-entities';
import { offers } from './offers';
import { parkCard } from './park-card';
import { staffUsers } from './staff-users';

export const resourceDeclarations: readonly ResourceDeclaration[] = [staffUsers, parkCard, legalEntities, offers, blacklist, exportAudit, driverGroups, ...extraDeclarations];
