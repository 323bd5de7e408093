/**
 * Per-user access rules (`/users/users/{id}/rules/{userGroupId}`): for one user and one group, the
 * sections (`/drivers`) and pages (`/drivers/blacklist`) the user may not open although the group
 * may. A rule only narrows: a path the group cannot open is refused, and the check of a request is
 * the group's and then the rules' (`canAccess(policy, group, path, denied)` in schemas/access.ts).
 * The server's guard and the SPA's canAccess both call it, so the menu hides what the API refuses.
 */
import { z } from 'zod';
import { GroupIdSchema, SECTIONS, canAccess, type AccessPolicy } from './access';

/** A section or a page of a section: one or two path segments, as the route table spells them. */
const RULE_PATH = /^\/[a-z][a-z-]*(\/[a-z][a-z-]*)?$/;

export const RulePathSchema = z.string().regex(RULE_PATH);

export const UserRulesParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  userGroupId: z.coerce.number().pipe(GroupIdSchema),
});

export const UserRulesSchema = z.object({
  user_id: z.number().int(),
  group_id: GroupIdSchema,
  denied_paths: z.array(z.string()),
});
export type UserRules = z.infer<typeof UserRulesSchema>;

export const UserRulesRequestSchema = z.object({
  denied_paths: z.array(RulePathSchema).max(200),
});
export type UserRulesRequest = z.infer<typeof UserRulesRequestSchema>;

/** A path a rule may name: a section other than home, or one of its pages. */
export function isRulePath(path: string): boolean {
  const section = path.split('/')[1];
  return RULE_PATH.test(path) && section !== 'home' && (SECTIONS as readonly string[]).includes(section ?? '');
}

/** Why a rule path cannot be stored for the group, or null when it narrows what the group has. */
export function ruleProblem(policy: AccessPolicy, groupId: number, path: string): 'unknown' | 'notInGroup' | null {
  if (!isRulePath(path)) return 'unknown';
  return canAccess(policy, groupId, path) ? null : 'notInGroup';
}

/** `POST /users/{id}/reset-password`: the e-mail the new password went to. */
export const PasswordResetResponseSchema = z.object({ email: z.string() });

/** `DELETE /users/{id}/sessions`: how many sign-ins were ended. */
export const SessionsEndedResponseSchema = z.object({ ended: z.number().int() });
