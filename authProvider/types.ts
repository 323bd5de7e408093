/**
 * What the SPA shell reads from the auth layer. authProvider.getIdentity() answers
 * CabinetIdentity; authProvider.getPermissions() answers CabinetPermissions.
 */
import type { AccessPolicy, GroupId } from '../schemas/access';
import type { CountryCode } from '../schemas/auth';

export interface CabinetIdentity {
  id: number;
  fullName: string;
  login: string;
  taxis_id: number;
  park_name: string;
  group_id: GroupId;
  country_code: CountryCode;
  /** The park's IANA zone (its days); absent until the park is loaded. */
  park_timezone?: string;
  /** Main account of the linked-accounts set (spec 3), not a sub-account added to it. */
  owner: boolean;
  first_login: string | null;
}

export interface CabinetPermissions {
  group_id: GroupId;
  policy: AccessPolicy;
  /** Sections and pages the user's own rules close for the group (schemas/user-rules.ts). */
  denied?: readonly string[];
}

export type { CabinetSettings } from '../schemas/settings';
