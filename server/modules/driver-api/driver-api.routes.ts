/**
 * The driver API (issue 13), on its own base (schemas/driver-api.ts DRIVER_API_BASE):
 *   POST   /auth/sms            a code by SMS (public; the same answer for any phone)
 *   POST   /auth                the code for a driver token and a refresh token (public)
 *   POST   /auth/refresh        a refresh token, rotated, for new tokens (public)
 *   POST   /auth/logout         ends the refresh token's sign-in (public)
 *   GET    /balance             balance, held, withdrawable
 *   GET    /destinations        saved cards (last 4 only), bank accounts, SBP phones
 *   POST   /destinations        save one; DELETE /destinations/{id} removes it
 *   POST   /payouts/preview     fee, total, withdrawable, a refusal in Russian
 *   POST   /payouts             a payout (Idempotency-Key); GET /payouts, GET /payouts/{id}
 * Every route but sign-in is `driver`: a driver token of a live sign-in (driver-guard.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DRIVER_API_ENDPOINTS as PATHS,
  DriverBalanceSchema,
  DriverDeletedSchema,
  DriverDestinationRequestSchema,
  DriverDestinationSchema,
  DriverDestinationsResponseSchema,
  DriverEmptyResponseSchema,
  DriverPayoutPreviewSchema,
  DriverPayoutRequestSchema,
  DriverPayoutSchema,
  DriverPayoutsQuerySchema,
  DriverPayoutsResponseSchema,
  DriverRefreshRequestSchema,
  DriverSignInRequestSchema,
  DriverSmsRequestSchema,
  DriverSmsResponseSchema,
  DriverTokensResponseSchema,
  driverApiPath,
} from '../../../schemas/driver-api';
import { ErrorBodySchema } from '../../../schemas/errors';
import { IdParamsSchema } from '../../../schemas/lists';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from '../ledger/idempotency';
import { DriverApiService } from './driver-api.service';
import { driverOf, guardDriverRoutes } from './driver-guard';
import { DriverPayoutsService } from './driver-payouts.service';
import { DriverSignInService } from './driver-sign-in.service';
import { DriverTokenSigner } from './driver-tokens';

export async function driverApiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const signer = await DriverTokenSigner.create(deps);
  guardDriverRoutes(app, deps, signer);
  const signIn = new DriverSignInService(deps, signer);
  const driverApi = new DriverApiService(deps);
  const payouts = new DriverPayoutsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['driver-api'];
  const open = { access: { kind: 'public' as const }, rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  const driver = { access: { kind: 'driver' as const } };
  const closed = { 403: ErrorBodySchema.describe(t('driverApi.accessClosed')) };

  api.post(
    driverApiPath(PATHS.sms),
    {
      config: open,
      schema: {
        tags,
        summary: 'Код входа по СМС на телефон водителя в парке; ответ одинаков для любого телефона',
        body: DriverSmsRequestSchema,
        response: { 200: DriverSmsResponseSchema },
      },
    },
    async (request) => {
      const sent = await signIn.sendCode(request.body.taxis_id, request.body.phone, request.ip);
      return { data: { sms_key: sent.smsKey, phone_mask: sent.phoneMask, sms_expires_in: sent.expiresIn } };
    },
  );

  api.post(
    driverApiPath(PATHS.signIn),
    {
      config: open,
      schema: {
        tags,
        summary: 'Вход водителя по коду из СМС: токен API водителя (до 15 минут) и токен обновления',
        body: DriverSignInRequestSchema,
        response: { 200: DriverTokensResponseSchema, ...closed },
      },
    },
    async (request) => ({ data: await signIn.signIn(request.body.sms_key, request.body.sms_code) }),
  );

  api.post(
    driverApiPath(PATHS.refresh),
    {
      config: open,
      schema: {
        tags,
        summary: 'Новые токены по токену обновления; он тратится, повтор того же завершает вход',
        body: DriverRefreshRequestSchema,
        response: { 200: DriverTokensResponseSchema, ...closed },
      },
    },
    async (request) => ({ data: await signIn.refresh(request.body.refresh_token) }),
  );

  api.post(
    driverApiPath(PATHS.logout),
    {
      config: open,
      schema: { tags, summary: 'Выход: вход токена обновления завершается', body: DriverRefreshRequestSchema, response: { 200: DriverEmptyResponseSchema } },
    },
    async (request) => {
      await signIn.logout(request.body.refresh_token);
      return { data: {} };
    },
  );

  api.get(
    driverApiPath(PATHS.balance),
    { config: driver, schema: { tags, summary: 'Баланс водителя и сумма, доступная к выводу', response: { 200: DriverBalanceSchema } } },
    async (request) => driverApi.balance(driverOf(request)),
  );

  api.get(
    driverApiPath(PATHS.destinations),
    {
      config: driver,
      schema: { tags, summary: 'Сохранённые карты (последние 4 цифры), счета и телефоны СБП водителя', response: { 200: DriverDestinationsResponseSchema } },
    },
    async (request) => ({ destinations: await driverApi.destinations(driverOf(request)) }),
  );

  api.post(
    driverApiPath(PATHS.destinations),
    {
      config: driver,
      schema: {
        tags,
        summary: 'Сохранить способ выплаты: карту токеном платёжного сервиса, счёт по реквизитам или телефон СБП',
        body: DriverDestinationRequestSchema,
        response: { 200: DriverDestinationSchema },
      },
    },
    async (request) => driverApi.addDestination(driverOf(request), request.body),
  );

  api.delete(
    driverApiPath(PATHS.destination),
    { config: driver, schema: { tags, summary: 'Удалить свой способ выплаты', params: IdParamsSchema, response: { 200: DriverDeletedSchema } } },
    async (request) => {
      await driverApi.removeDestination(driverOf(request), request.params.id);
      return { deleted: true as const };
    },
  );

  api.post(
    driverApiPath(PATHS.preview),
    {
      config: driver,
      schema: {
        tags,
        summary: 'Предпросмотр выплаты: комиссия, итог, доступная сумма и почему нельзя; ничего не записывает',
        body: DriverPayoutRequestSchema,
        response: { 200: DriverPayoutPreviewSchema },
      },
    },
    async (request) => payouts.preview(driverOf(request), request.body),
  );

  api.post(
    driverApiPath(PATHS.payouts),
    {
      config: driver,
      schema: {
        tags,
        summary: 'Выплата себе на сохранённый способ; тот же Idempotency-Key возвращает первую выплату, с другим телом — 409',
        headers: IdempotencyHeadersSchema,
        body: DriverPayoutRequestSchema,
        response: { 200: DriverPayoutSchema },
      },
    },
    async (request) => payouts.create(driverOf(request), idempotencyKeyOf(request.headers), request.body),
  );

  api.get(
    driverApiPath(PATHS.payouts),
    {
      config: driver,
      schema: { tags, summary: 'Выплаты водителя, новые первыми, по страницам', querystring: DriverPayoutsQuerySchema, response: { 200: DriverPayoutsResponseSchema } },
    },
    async (request) => payouts.list(driverOf(request), request.query.page, request.query.countperpage),
  );

  api.get(
    driverApiPath(PATHS.payout),
    { config: driver, schema: { tags, summary: 'Одна выплата водителя', params: IdParamsSchema, response: { 200: DriverPayoutSchema } } },
    async (request) => payouts.one(driverOf(request), request.params.id),
  );
}
