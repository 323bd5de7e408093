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
  /** Main account of the linked-accounts set (spec 3), not a sub-account added to it. */
  owner: boolean;
  first_login: string | null;
}

export interface CabinetPermissions {
  group_id: GroupId;
  policy: AccessPolicy;
}

/** Public, secret-free settings of the installation: GET /api/settings. */
export interface CabinetSettings {
  access_policy: AccessPolicy;
  /** True while the sandbox SMS gateway is on ("Тестовый режим"). */
  sms_sandbox: boolean;
  knowledge_base_url: string;
  chat_url: string;
}
