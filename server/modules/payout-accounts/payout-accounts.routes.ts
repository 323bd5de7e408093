/**
 * The park's payout accounts and payout settings: spec 7 `GET /taxisbanks`,
 * `GET /taxis/cloudpayments/accounts`, `GET /taxis/yourpayments/accounts`; ours: the accounts,
 * one account's settings, connecting one, virtual accounts, the default account per kind, the
 * staff's payout rules, the notices and the closed Qiwi wallet. Each takes the groups of the
 * `/payments` screen it serves.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../schemas/lists';
import {
  AccountConnectRequestSchema,
  AccountSettingsRequestSchema,
  CloudAccountsResponseSchema,
  CurrentNoticesResponseSchema,
  NoticeParamsSchema,
  NoticeSettingRequestSchema,
  NoticeSettingsResponseSchema,
  PAYOUT_ACCOUNT_ENDPOINTS as E,
  PayoutAccountSchema,
  PayoutAccountsResponseSchema,
  QiwiWalletSchema,
  RailSettingRequestSchema,
  RailSettingsSchema,
  StaffRuleParamsSchema,
  StaffRuleRequestSchema,
  StaffRulesResponseSchema,
  TaxisBanksResponseSchema,
  VirtualAccountsResponseSchema,
  VirtualAccountSchema,
  YpmnAccountsResponseSchema,
} from '../../../schemas/payout-accounts';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { PayoutAccountsService } from './payout-accounts.service';
import { PayoutSettingsService } from './payout-settings.service';

const route = (path: string) => ({ access: { kind: 'route', path } }) as const;
/** Reading the accounts: the payments section's groups (the Точка screens have no narrower rule). */
const READ = route('/payments/tochka');
/** Connecting and configuring accounts: groups 1, 2 (`/payments/add-account`). */
const WRITE = route('/payments/add-account');

export async function payoutAccountsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accounts = new PayoutAccountsService(deps);
  const settings = new PayoutSettingsService(deps);
  const base = deps.config.apiBase;
  const tags = ['payout-accounts'];

  api.get(
    `${base}${E.banks}`,
    { config: READ, schema: { tags, description: 'Банковские счета парка (Точка, Т-Банк, Альфа, номинальный)', response: { 200: TaxisBanksResponseSchema } } },
    async (request) => accounts.banks(claimsOf(request)),
  );
  api.get(
    `${base}${E.cloudpayments}`,
    { config: route('/payments/on-card'), schema: { tags, description: 'Счета CloudPayments для выплат на карты', response: { 200: CloudAccountsResponseSchema } } },
    async (request) => accounts.cloudpayments(claimsOf(request)),
  );
  api.get(
    `${base}${E.yourpayments}`,
    { config: route('/payments/on-card'), schema: { tags, description: 'Счета ypmn для выплат на карты', response: { 200: YpmnAccountsResponseSchema } } },
    async (request) => accounts.yourpayments(claimsOf(request)),
  );
  api.get(
    `${base}${E.list}`,
    { config: READ, schema: { tags, description: 'Все счета парка для выплат', response: { 200: PayoutAccountsResponseSchema } } },
    async (request) => accounts.list(claimsOf(request)),
  );
  api.post(
    `${base}${E.list}`,
    {
      config: WRITE,
      schema: { tags, description: 'Подключить счёт; API-ключ хранится зашифрованным и не возвращается', body: AccountConnectRequestSchema, response: { 200: PayoutAccountSchema } },
    },
    async (request) => accounts.connect(claimsOf(request), request.body),
  );
  api.get(
    `${base}${E.one}`,
    { config: READ, schema: { tags, params: IdParamsSchema, response: { 200: PayoutAccountSchema } } },
    async (request) => accounts.get(claimsOf(request), request.params.id),
  );
  api.put(
    `${base}${E.one}`,
    { config: WRITE, schema: { tags, description: 'Реквизиты, лимиты, комиссия, подписант счёта', params: IdParamsSchema, body: AccountSettingsRequestSchema, response: { 200: PayoutAccountSchema } } },
    async (request) => accounts.update(claimsOf(request), request.params.id, request.body),
  );

  api.get(
    `${base}${E.virtual}`,
    { config: route('/payments/payment-virtual'), schema: { tags, description: 'Виртуальные счета номинального счёта', response: { 200: VirtualAccountsResponseSchema } } },
    async (request) => accounts.virtualAccounts(claimsOf(request)),
  );
  api.get(
    `${base}${E.virtualOne}`,
    { config: route('/payments/virtual-transactions'), schema: { tags, params: IdParamsSchema, response: { 200: VirtualAccountSchema } } },
    async (request) => accounts.virtualAccount(claimsOf(request), request.params.id),
  );

  api.get(
    `${base}${E.railSettings}`,
    { config: route('/payments/active-settings'), schema: { tags, description: 'Счёт по умолчанию для каждого вида выплат', response: { 200: RailSettingsSchema } } },
    async (request) => settings.railSettings(claimsOf(request)),
  );
  api.put(
    `${base}${E.railSettings}`,
    {
      // Choosing what pays is the owner's (groups 1, 2), as connecting the account is.
      config: { access: { kind: 'route', path: '/payments/active-settings', groups: [1, 2] } },
      schema: { tags, body: RailSettingRequestSchema, response: { 200: RailSettingsSchema } },
    },
    async (request) => settings.setRailSetting(claimsOf(request), request.body),
  );

  api.get(
    `${base}${E.staff}`,
    { config: route('/payments/access'), schema: { tags, description: 'Кто из сотрудников отправляет и подтверждает выплаты', response: { 200: StaffRulesResponseSchema } } },
    async (request) => settings.staffRules(claimsOf(request)),
  );
  api.put(
    `${base}${E.staffOne}`,
    { config: route('/payments/access'), schema: { tags, params: StaffRuleParamsSchema, body: StaffRuleRequestSchema, response: { 200: StaffRulesResponseSchema } } },
    async (request) => settings.setStaffRule(claimsOf(request), request.params.userId, request.body),
  );

  api.get(
    `${base}${E.notices}`,
    { config: route('/payments/notifications'), schema: { tags, description: 'О чём и где сообщать парку о выплатах', response: { 200: NoticeSettingsResponseSchema } } },
    async (request) => settings.noticeSettings(claimsOf(request)),
  );
  api.put(
    `${base}${E.noticeOne}`,
    { config: route('/payments/notifications'), schema: { tags, params: NoticeParamsSchema, body: NoticeSettingRequestSchema, response: { 200: NoticeSettingsResponseSchema } } },
    async (request) => settings.setNoticeSetting(claimsOf(request), request.params.event, request.body),
  );
  api.get(
    `${base}${E.currentNotices}`,
    { config: route('/payments/notifications'), schema: { tags, description: 'Текущие уведомления по данным парка', response: { 200: CurrentNoticesResponseSchema } } },
    async (request) => settings.current(claimsOf(request)),
  );

  api.get(
    `${base}${E.qiwi}`,
    { config: route('/payments/qiwi'), schema: { tags, description: 'Кошелёк Qiwi (закрыт с 21.02.2024)', response: { 200: QiwiWalletSchema } } },
    async (request) => accounts.qiwi(claimsOf(request)),
  );
}
