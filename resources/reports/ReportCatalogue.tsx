/** /reports: every report type, grouped, with what it holds; a card opens the type's order form. */
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useText } from '../../src/i18n/useText';
import { REPORT_GROUPS, reportPath } from './catalogue';

export const ReportCatalogue = () => {
  const translate = useText();
  return (
    <Stack spacing={3}>
      <Title title={translate('reportsUi.catalogue.title')} />
      <div>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {translate('reportsUi.catalogue.title')}
        </Typography>
        <Typography color="text.secondary">{translate('reportsUi.catalogue.intro')}</Typography>
      </div>
      {REPORT_GROUPS.map(({ group, types }) => (
        <section key={group} aria-labelledby={`reports-${group}`}>
          <Typography id={`reports-${group}`} variant="h2" sx={{ mb: 1.5 }}>
            {translate(`reportsUi.catalogue.groups.${group}`)}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            {types.map((type) => (
              // The link holds only the title, so its name is what it shows; its ::after spreads it
              // over the whole card, which stays one click target.
              <Card
                key={type}
                variant="outlined"
                sx={{ position: 'relative', width: { xs: '100%', sm: 300 }, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <CardContent>
                  <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                    <Link
                      component={RouterLink}
                      to={reportPath(type)}
                      aria-describedby={`report-${type}-about`}
                      color="inherit"
                      underline="none"
                      sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {translate(`reports.types.${type}`)}
                    </Link>
                  </Typography>
                  <Typography id={`report-${type}-about`} variant="body2" color="text.secondary">
                    {translate(`reportsUi.descriptions.${type}`)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
};
