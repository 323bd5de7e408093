/**
 * One bank account's settings — name, whether it pays, the park's limits under the bank's, the
 * driver's fee, requisites and the signer (generated: ./settingsForm.ts): Точка's `/payments/tochka/:bankTochkaId/settings`,
 * `/payments/tinkoff/settings/:id`, `/payments/alfa/settings/:id`. Т-Банк and Альфа show a notice
 * while the park's flag is off.
 */
import { Stack } from '@mui/material';
import type { Rail } from '../../../schemas/payouts';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { AccountFacts, BankAccount, FlaggedBank, useSaveAccount } from './AccountForm';
import { useCanConfigure } from './queries';
import { accountSettingsForm } from './settingsForm';
import { PageCard, SandboxChip } from './parts';
import { TochkaTabs } from './TochkaTabs';

const BankSettings = ({ id, rail }: { id: number; rail: Rail }) => {
  const canConfigure = useCanConfigure();
  const save = useSaveAccount();
  return (
    <BankAccount id={id} rail={rail}>
      {(account) => (
        <Stack sx={{ gap: 2 }}>
          <SandboxChip sandbox={account.sandbox} />
          <AccountFacts account={account} />
          {canConfigure ? (
            <GeneratedForm key={account.id} declaration={accountSettingsForm} record={account} onSave={(values) => save(account.id, values)} />
          ) : null}
        </Stack>
      )}
    </BankAccount>
  );
};

export const TochkaSettings = () => {
  const translate = useText();
  const id = useIdParam('bankTochkaId');
  return (
    <PageCard title={translate('payoutAccounts.settings.title').replace('%{name}', translate('payoutAccounts.rails.tochka'))}>
      <TochkaTabs id={id} current="settings" />
      <BankSettings id={id} rail="tochka" />
    </PageCard>
  );
};

export const TinkoffSettings = () => {
  const translate = useText();
  const id = useIdParam('id');
  return (
    <PageCard title={translate('payoutAccounts.settings.title').replace('%{name}', translate('payoutAccounts.rails.tbank'))}>
      <FlaggedBank rail="tbank">
        <BankSettings id={id} rail="tbank" />
      </FlaggedBank>
    </PageCard>
  );
};

export const AlfaSettings = () => {
  const translate = useText();
  const id = useIdParam('id');
  return (
    <PageCard title={translate('payoutAccounts.settings.title').replace('%{name}', translate('payoutAccounts.rails.alfa'))}>
      <FlaggedBank rail="alfa">
        <BankSettings id={id} rail="alfa" />
      </FlaggedBank>
    </PageCard>
  );
};
