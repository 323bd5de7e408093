/** Reads of the payout settings' screens. */
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';

export const STAFF_RULES_KEY = ['payout-staff-rules'] as const;
export const NOTICE_SETTINGS_KEY = ['payout-notice-settings'] as const;
export const CURRENT_NOTICES_KEY = ['payout-notices'] as const;

export function useStaffRules() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: STAFF_RULES_KEY, queryFn: ({ signal }) => dataProvider.payoutStaffRules(signal), retry: false });
}

export function useNoticeSettings() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: NOTICE_SETTINGS_KEY, queryFn: ({ signal }) => dataProvider.payoutNoticeSettings(signal), retry: false });
}

export function useCurrentNotices() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: CURRENT_NOTICES_KEY, queryFn: ({ signal }) => dataProvider.payoutCurrentNotices(signal), retry: false });
}
