/**
 * Park goals (GET/POST /drivers/goals, GET/PUT /drivers/goals/{goalId}, POST
 * /drivers/goals/{goalId}/rewards) and a driver's goals (GET /drivers/{id}/goals[/{goalId}]).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DESK_ENDPOINTS,
  DriverGoalDetailSchema,
  DriverGoalsResponseSchema,
  GoalDetailSchema,
  GoalInputSchema,
  GoalSchema,
  GoalsQuerySchema,
  GoalsResponseSchema,
  GoalUpdateSchema,
} from '../../../schemas/desk';
import { IdParamsSchema, PageQuerySchema } from '../../../schemas/lists';
import type { AppDeps } from '../../deps';
import { claimsOf } from '../../plugins/auth';
import { GoalsService } from './goals.service';

const access = { kind: 'route', path: '/drivers/goals' } as const;
const driverAccess = { kind: 'route', path: '/drivers/detail' } as const;
const tags = ['goals'];
const GoalParamsSchema = z.object({ goalId: IdParamsSchema.shape.id });
const DriverGoalParamsSchema = IdParamsSchema.extend(GoalParamsSchema.shape);

export async function goalsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const goals = new GoalsService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = deps.config.apiBase;

  api.get(
    `${base}${DESK_ENDPOINTS.goals}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Цели парка с числом участников и выполнивших',
        querystring: GoalsQuerySchema,
        response: { 200: GoalsResponseSchema },
      },
    },
    async (request) => goals.list(claimsOf(request), request.query),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.goals}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Новая цель; без driver_ids участвуют все работающие водители парка',
        body: GoalInputSchema,
        response: { 200: GoalSchema },
      },
    },
    async (request) => goals.create(claimsOf(request), request.body),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.goal}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Цель и её участники (больше поездок — выше)',
        params: GoalParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: GoalDetailSchema },
      },
    },
    async (request) => goals.detail(claimsOf(request), request.params.goalId, request.query),
  );

  api.put(
    `${base}${DESK_ENDPOINTS.goal}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Изменить название, описание или включить/выключить цель',
        params: GoalParamsSchema,
        body: GoalUpdateSchema,
        response: { 200: GoalSchema },
      },
    },
    async (request) => goals.update(claimsOf(request), request.params.goalId, request.body),
  );

  api.post(
    `${base}${DESK_ENDPOINTS.goalRewards}`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Начислить награду (бонус) выполнившим цель и ещё не получившим её',
        params: GoalParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: GoalDetailSchema },
      },
    },
    async (request) => goals.reward(claimsOf(request), request.params.goalId, request.query),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.driverGoals}`,
    {
      config: { access: driverAccess },
      schema: {
        tags,
        summary: 'Цели водителя и его прогресс',
        params: IdParamsSchema,
        response: { 200: DriverGoalsResponseSchema },
      },
    },
    async (request) => goals.driverGoals(claimsOf(request), request.params.id),
  );

  api.get(
    `${base}${DESK_ENDPOINTS.driverGoal}`,
    {
      config: { access: driverAccess },
      schema: {
        tags,
        summary: 'Прогресс водителя по цели и засчитанные поездки (последние 100)',
        params: DriverGoalParamsSchema,
        response: { 200: DriverGoalDetailSchema },
      },
    },
    async (request) => goals.driverGoal(claimsOf(request), request.params.id, request.params.goalId),
  );
}
