/** The KPI period: two park days (from, to) and the presets 7 / 14 / 30 / 90 days to yesterday. */
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { DayPicker } from '../../src/components/DayPicker';
import { useText } from '../../src/i18n/useText';
import { isCalendarDay, KPI_PRESETS, lastDays, normalizePeriod, presetOf, type Period } from './period';

export const PeriodPicker = ({
  period,
  onChange,
  now,
  timeZone,
}: {
  period: Period;
  onChange: (period: Period) => void;
  now: Date;
  timeZone?: string;
}) => {
  const translate = useText();
  const change = (name: keyof Period) => (day: string | null) => {
    if (day !== null && isCalendarDay(day)) onChange(normalizePeriod({ ...period, [name]: day }));
  };
  const preset = presetOf(period, now, timeZone);
  return (
    <Stack direction="row" role="group" aria-label={translate('kpi.period.label')} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <DayPicker
        fullWidth={false}
        margin="none"
        sx={{ width: 180 }}
        label={translate('kpi.period.from')}
        value={period.date_from}
        onChange={change('date_from')}
      />
      <DayPicker
        fullWidth={false}
        margin="none"
        sx={{ width: 180 }}
        label={translate('kpi.period.to')}
        value={period.date_to}
        onChange={change('date_to')}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        aria-label={translate('kpi.period.presets')}
        onChange={(_event, days: number | null) => {
          if (days !== null) onChange(lastDays(days, now, timeZone));
        }}
      >
        {KPI_PRESETS.map((days) => (
          <Tooltip key={days} title={translate('kpi.period.presetHint', { days })} describeChild>
            <ToggleButton value={days} sx={{ px: 1.25 }}>
              {translate('kpi.period.preset', { days })}
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
