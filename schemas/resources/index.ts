/** Every resource declared for the generator; the server mounts them, the data provider serves them. */
import type { ResourceDeclaration } from '../resource';
import { extraDeclarations } from './extra';
import { staffUsers } from './staff-users';

export const resourceDeclarations: readonly ResourceDeclaration[] = [staffUsers, ...extraDeclarations];
