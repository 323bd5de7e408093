/** The driver form's inputs, shared by /drivers/new and the card's profile tab, grouped as a park reads them. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { DayInput } from '../../../src/components/DayInput';
import type { CarBrief } from '../../../schemas/drivers';
import { DRIVER_WORK_STATUSES, EMPLOYMENT_TYPES, LICENCE_COUNTRIES } from '../../../schemas/fleet';
import { MoneyInput } from '../../../src/components/MoneyInput';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { CarInput } from './CarInput';
import { GroupInput } from './GroupInput';

const fields = ruFleet.fields;
const sections = ruDrivers.profile.sections;
const WORK_STATUSES = DRIVER_WORK_STATUSES.map((status) => ({ id: status, name: ruFleet.workStatus[status] }));
const EMPLOYMENT = EMPLOYMENT_TYPES.map((type) => ({ id: type, name: ruFleet.employmentType[type] }));
const COUNTRIES = LICENCE_COUNTRIES.map((country) => ({ id: country, name: ruFleet.licenceCountry[country] }));

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
    <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2 }}>
      {children}
    </Box>
  </Box>
);

export const DriverInputs = ({ car }: { car: CarBrief | null }) => (
  <>
    <Section title={sections.person}>
      <TextInput source="last_name" label={fields.last_name} />
      <TextInput source="first_name" label={fields.first_name} />
      <TextInput source="middle_name" label={fields.middle_name} />
      <TextInput source="phone" label={fields.phone} helperText={ruDrivers.profile.phoneHint} />
      <TextInput source="email" label={fields.email} type="email" />
      <DayInput source="birth_date" label={fields.birth_date} />
      <TextInput source="tax_identification_number" label={fields.tax_identification_number} />
      <TextInput source="passport_number" label={fields.passport_number} />
      <TextInput source="address" label={fields.address} />
    </Section>
    <Section title={sections.licence}>
      <TextInput source="licence_number" label={fields.licence_number} />
      <SelectInput source="licence_country" label={fields.licence_country} choices={COUNTRIES} />
      <DayInput source="licence_issue_date" label={fields.licence_issue_date} />
      <DayInput source="licence_expiration_date" label={fields.licence_expiration_date} />
      <DayInput source="experience_since" label={fields.experience_since} />
    </Section>
    <Section title={sections.work}>
      <SelectInput source="work_status" label={fields.work_status} choices={WORK_STATUSES} />
      <SelectInput source="employment_type" label={fields.employment_type} choices={EMPLOYMENT} />
      <GroupInput />
      <CarInput current={car} />
      <DayInput source="hire_date" label={fields.hire_date} />
      <DayInput source="fire_date" label={fields.fire_date} />
    </Section>
    <Section title={sections.money}>
      <MoneyInput source="balance_limit" label={fields.balance_limit} helperText={ruDrivers.profile.balanceLimitHint} />
    </Section>
    <Section title={sections.comment}>
      <TextInput source="comment" label={fields.comment} multiline minRows={3} sx={{ gridColumn: '1 / -1' }} />
    </Section>
  </>
);
