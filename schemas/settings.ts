/** Public, secret-free settings of the installation: GET /api/settings. */
import { z } from 'zod';
import { AccessPolicySchema } from './access';

export const CabinetSettingsSchema = z.object({
  access_policy: AccessPolicySchema,
  /** True while the sandbox SMS gateway is on ("Тестовый режим"). */
  sms_sandbox: z.boolean(),
  knowledge_base_url: z.string(),
  chat_url: z.string(),
  /** 'Ваш менеджер' (spec 2): the installation's account manager, Mon-Fri 10:00-18:00. */
  manager: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The connection questionnaire's form (spec 4). */
  questionnaire_url: z.string(),
  /** The driver app in the stores, for the mobile-app promo. */
  app_links: z.object({ ios: z.string(), android: z.string() }),
});
export type CabinetSettings = z.infer<typeof CabinetSettingsSchema>;
