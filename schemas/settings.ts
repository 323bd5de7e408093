/** Public, secret-free settings of the installation: GET /api/settings. */
import { z } from 'zod';
import { AccessPolicySchema } from './access';

export const CabinetSettingsSchema = z.object({
  access_policy: AccessPolicySchema,
  /** True while the sandbox SMS gateway is on ("Тестовый режим"). */
  sms_sandbox: z.boolean(),
  knowledge_base_url: z.string(),
  chat_url: z.string(),
});
export type CabinetSettings = z.infer<typeof CabinetSettingsSchema>;
