/**
 * Sign-in and tokens on the auth host (spec 7): POST /auth, POST /auth/sms,
 * PUT /auth/token/refresh, PUT /auth/token/logout.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthRequestSchema,
  AuthResponseSchema,
  AuthSmsRequestSchema,
  EmptyResponseSchema,
  TokenRequestSchema,
  type AuthResponse,
} from '../../../schemas/auth';
import { ErrorBodySchema } from '../../../schemas/errors';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { bearerToken } from '../../plugins/auth';
import { authHostRoute, passwordBudget } from './auth-host';
import { LoginService, type LoginResult } from './login.service';
import { SessionTokensService, type IssuedTokens, type RefreshTokenReader } from './session-tokens.service';

/** The password's shared budget is a hook, not a route's `rateLimit`: its 429 is declared here. */
const TOO_MANY = ErrorBodySchema.describe(t('errors.tooManyRequests'));

/** One cookie per user id, so linked accounts (spec 4) keep their sign-ins side by side. */
export const refreshCookieName = (userId: number) => `fc_rt_${userId}`;

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const route = authHostRoute(deps);
  const passwords = passwordBudget(app, deps);
  const sessions = new SessionTokensService(deps);
  const login = new LoginService(deps, sessions);
  const cookieOptions: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.cookieSecure,
    // The browser sends the refresh token only to refresh and logout, never to the API.
    path: route.path('/auth/token'),
  };

  const readCookie =
    (request: FastifyRequest): RefreshTokenReader =>
    (userId) =>
      request.cookies[refreshCookieName(userId)];

  const tokensBody = (reply: FastifyReply, tokens: IssuedTokens): AuthResponse => {
    reply.setCookie(refreshCookieName(tokens.userId), tokens.refreshToken, {
      ...cookieOptions,
      maxAge: tokens.refreshMaxAge,
    });
    return {
      data: { token: tokens.token, expires_in: tokens.expiresIn, server: tokens.server, user_id: tokens.userId },
    };
  };

  const loginBody = (reply: FastifyReply, result: LoginResult): AuthResponse =>
    result.kind === 'tokens'
      ? tokensBody(reply, result.tokens)
      : { data: { sms_key: result.smsKey, phone_mask: result.phoneMask, sms_expires_in: result.expiresIn } };

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    route.path('/auth'),
    {
      onRequest: passwords,
      schema: { tags: ['auth'], body: AuthRequestSchema, response: { 200: AuthResponseSchema, 429: TOO_MANY } },
    },
    async (request, reply) => loginBody(reply, await login.login(request.body, request.ip)),
  );

  typed.post(
    route.path('/auth/sms'),
    {
      onRequest: passwords,
      schema: { tags: ['auth'], body: AuthSmsRequestSchema, response: { 200: AuthResponseSchema, 429: TOO_MANY } },
    },
    async (request, reply) => loginBody(reply, await login.confirm(request.body)),
  );

  typed.put(
    route.path('/auth/token/refresh'),
    {
      config: route.config,
      schema: { tags: ['auth'], body: TokenRequestSchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => tokensBody(reply, await sessions.refresh(request.body.AUTH_USER, readCookie(request))),
  );

  typed.put(
    route.path('/auth/token/logout'),
    {
      config: route.config,
      schema: { tags: ['auth'], body: TokenRequestSchema, response: { 200: EmptyResponseSchema } },
    },
    async (request, reply) => {
      const userId = await sessions.logout(request.body.AUTH_USER, readCookie(request), bearerToken(request));
      if (userId !== null) reply.clearCookie(refreshCookieName(userId), cookieOptions);
      return { data: {} };
    },
  );
}
