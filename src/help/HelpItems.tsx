/**
 * Help items (spec 3: title, children, media_urls, front_path) as expandable entries; a setup
 * topic's children are its numbered steps. Media mount only while their entry is open, so a
 * closed entry fetches nothing. An item about a page links to it.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { HelpItem } from '../../schemas/notices';
import { useText } from '../i18n/useText';
import { helpLink } from './helpLinks';
import { HelpMedia } from './HelpMedia';

type Step = HelpItem['children'][number];

const Body = ({ body }: { body: string | null }) =>
  body ? (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {body}
    </Typography>
  ) : null;

/** The page the item is about, one click away (only pages the person can open are left here). */
const PageLink = ({ item }: { item: Step }) => {
  const translate = useText();
  const to = helpLink(item);
  return to === null ? null : (
    <Link component={RouterLink} to={to} variant="body2" sx={{ alignSelf: 'flex-start' }}>
      {translate('help.openPage')}
    </Link>
  );
};

const Steps = ({ steps, numbered }: { steps: readonly Step[]; numbered: boolean }) => {
  const translate = useText();
  return (
    <Box component={numbered ? 'ol' : 'ul'} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {steps.map((step, position) => (
        <Box component="li" key={step.id}>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h4">
              {numbered ? `${translate('help.step', { n: position + 1 })}. ${step.title}` : step.title}
            </Typography>
            <Body body={step.body} />
            <PageLink item={step} />
            <HelpMedia urls={step.media_urls} title={step.title} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
};

export const HelpItems = ({
  items,
  expandFirst,
  numberedSteps,
}: {
  items: readonly HelpItem[];
  expandFirst: boolean;
  numberedSteps: boolean;
}) => (
  <Box>
    {items.map((item, position) => (
      <Accordion
        key={item.id}
        disableGutters
        variant="outlined"
        defaultExpanded={expandFirst && position === 0}
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 500 }}>
            {item.title}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={1.5}>
            <Body body={item.body} />
            <PageLink item={item} />
            <HelpMedia urls={item.media_urls} title={item.title} />
            {item.children.length > 0 ? <Steps steps={item.children} numbered={numberedSteps} /> : null}
          </Stack>
        </AccordionDetails>
      </Accordion>
    ))}
  </Box>
);
