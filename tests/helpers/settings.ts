/** Installation settings for client tests: the fields a test does not care about, filled. */
import type { CabinetSettings } from '../../schemas/settings';

export function testSettings(overrides: Partial<CabinetSettings> = {}): CabinetSettings {
  return {
    access_policy: 'a',
    sms_sandbox: false,
    knowledge_base_url: '',
    chat_url: '',
    manager: { name: 'Ирина Соколова', phone: '+74950000000', email: 'manager@example.org' },
    questionnaire_url: 'https://example.org/questionnaire',
    app_links: { ios: 'https://example.org/ios', android: 'https://example.org/android' },
    ...overrides,
  };
}
