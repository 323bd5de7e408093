/** Reads of the payout settings' screens. */
import { useQuery } from '@tanstack/react-query';
import {
  CurrentNoticesResponseSchema,
  NoticeSettingsResponseSchema,
  PAYOUT_ACCOUNT_ENDPOINTS as E,
  RailSettingsSchema,
  StaffRulesResponseSchema,
} from '../../../schemas/payout-accounts';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';

export const RAIL_SETTINGS_KEY = ['payout-rail-settings'] as const;
export const STAFF_RULES_KEY = ['payout-staff-rules'] as const;
export const NOTICE_SETTINGS_KEY = ['payout-notice-settings'] as const;
export const CURRENT_NOTICES_KEY = ['payout-notices'] as const;

export function useRailSettings() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: RAIL_SETTINGS_KEY, queryFn: ({ signal }) => http.json({ path: E.railSettings, signal }, RailSettingsSchema), retry: false });
}

export function useStaffRules() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: STAFF_RULES_KEY, queryFn: ({ signal }) => http.json({ path: E.staff, signal }, StaffRulesResponseSchema), retry: false });
}

export function useNoticeSettings() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: NOTICE_SETTINGS_KEY, queryFn: ({ signal }) => http.json({ path: E.notices, signal }, NoticeSettingsResponseSchema), retry: false });
}

export function useCurrentNotices() {
  const { http } = useAppDataProvider();
  return useQuery({ queryKey: CURRENT_NOTICES_KEY, queryFn: ({ signal }) => http.json({ path: E.currentNotices, signal }, CurrentNoticesResponseSchema), retry: false });
}
