/** /reports: every report type, grouped, with what it holds; a card opens the type's order form. */
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { ruReports } from '../../src/i18n/ru-reports';
import { ruReportsUi } from '../../src/i18n/ru-reports-ui';
import { REPORT_GROUPS, reportPath } from './catalogue';

const text = ruReportsUi.catalogue;

export const ReportCatalogue = () => (
  <Stack spacing={3}>
    <Title title={text.title} />
    <div>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.intro}</Typography>
    </div>
    {REPORT_GROUPS.map(({ group, types }) => (
      <section key={group} aria-labelledby={`reports-${group}`}>
        <Typography id={`reports-${group}`} variant="h2" sx={{ mb: 1.5 }}>
          {text.groups[group]}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {types.map((type) => (
            <Card key={type} variant="outlined" sx={{ width: { xs: '100%', sm: 300 } }}>
              <CardActionArea
                component={Link}
                to={reportPath(type)}
                aria-labelledby={`report-${type}`}
                aria-describedby={`report-${type}-about`}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography id={`report-${type}`} variant="h4" component="h3" sx={{ mb: 0.5 }}>
                    {ruReports.types[type]}
                  </Typography>
                  <Typography id={`report-${type}-about`} variant="body2" color="text.secondary">
                    {ruReportsUi.descriptions[type]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      </section>
    ))}
  </Stack>
);
