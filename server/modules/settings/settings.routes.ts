/** GET /api/settings: what the SPA needs before sign-in. Nothing secret. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CabinetSettingsSchema, type CabinetSettings } from '../../../schemas/settings';
import type { AppDeps } from '../../deps';

export const DEFAULT_KNOWLEDGE_BASE_URL = 'https://fleet-cabinet.ru/kb';
export const DEFAULT_CHAT_URL = 'https://t.me/fleet_cabinet_support';

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const settings: CabinetSettings = {
    access_policy: deps.config.accessPolicy,
    sms_sandbox: deps.sms.mode === 'sandbox',
    knowledge_base_url: process.env.KNOWLEDGE_BASE_URL || DEFAULT_KNOWLEDGE_BASE_URL,
    chat_url: process.env.CHAT_URL || DEFAULT_CHAT_URL,
    manager: {
      name: process.env.MANAGER_NAME || 'Ирина Соколова',
      phone: process.env.MANAGER_PHONE || '+74950000000',
      email: process.env.MANAGER_EMAIL || 'manager@fleet-cabinet.ru',
    },
    questionnaire_url: process.env.QUESTIONNAIRE_URL || 'https://fleet-cabinet.ru/questionnaire',
    app_links: {
      ios: process.env.APP_LINK_IOS || 'https://apps.apple.com/app/fleet-cabinet',
      android: process.env.APP_LINK_ANDROID || 'https://play.google.com/store/apps/details?id=ru.fleetcabinet',
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    `${deps.config.apiBase}/settings`,
    {
      config: { access: { kind: 'public' } },
      schema: { tags: ['system'], response: { 200: CabinetSettingsSchema } },
    },
    async () => settings,
  );
}
