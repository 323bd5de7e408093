/**
 * The help condition as a hook, for the menu's 'Ваш менеджер' and the KPI header's help button:
 * one rates call per session (both share it), failures told once as 'Получение данных …'.
 */
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useText } from '../../src/i18n/useText';
import { errorMessage } from '../../src/components/feedback';
import { useCabinetIdentity, useCabinetPermissions } from '../../src/root/identity';
import { useOptionalAppDataProvider } from '../../src/root/useAppDataProvider';
import { HELP_METRICS, helpConditionHolds, helpPeriod, mayAskHelpCondition } from './helpCondition';

export const HELP_CONDITION_KEY = 'kpi-help-condition';

export function useHelpCondition(): boolean {
  const translate = useText();
  const dataProvider = useOptionalAppDataProvider();
  const { permissions } = useCabinetPermissions();
  const identity = useCabinetIdentity();
  const notify = useNotify();
  const allowed = permissions !== undefined && mayAskHelpCondition(permissions.policy, permissions.group_id, permissions.denied);
  const taxisId = identity?.taxis_id;
  const { data } = useQuery({
    queryKey: [HELP_CONDITION_KEY, taxisId],
    queryFn: async ({ signal }) => {
      if (dataProvider === null || taxisId === undefined) throw new Error('The cabinet data provider is not in context');
      try {
        const response = await dataProvider.kpiRates({ taxisId, ...helpPeriod(new Date(), identity?.park_timezone), metrics: HELP_METRICS, signal });
        return helpConditionHolds(response);
      } catch (error) {
        if (!signal.aborted) {
          console.error(error);
          notify(translate('errors.dataLoad', { message: errorMessage(error) }), { type: 'error' });
        }
        throw error;
      }
    },
    // Only the cabinet's own provider can ask (tests render the menu over react-admin's test one).
    enabled: allowed && dataProvider !== null && taxisId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return allowed && data === true;
}
