import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { primary } from '@/lib/theme';
import { InfoPageLayout, SectionList, type InfoSection } from './InfoPageLayout';

// Guidelines, from the NHMRC's Australian guidelines to reduce health risks from drinking alcohol.
const GUIDELINES = [
  { figure: '10', text: 'No more than 10 standard drinks a week' },
  { figure: '4', text: 'No more than 4 standard drinks on any one day' },
  { figure: '2+', text: 'At least 2 alcohol-free days a week' },
  { figure: '0', text: 'No safe level of drinking in pregnancy' },
];

// Examples, quoted as given (rounded; the label on the bottle is exact).
const STANDARD_DRINK_EXAMPLES = [
  { serve: '100 ml glass of wine at 13.5%', drinks: '1 standard drink' },
  { serve: '150 ml glass of wine at 12%', drinks: '1.4 standard drinks' },
  { serve: '750 ml bottle of wine at 13.5%', drinks: '7.5 standard drinks' },
];

// Only numbers we are certain of: national and Victorian services, and emergency.
const HOTLINES = [
  {
    name: 'National Alcohol and Other Drug Hotline',
    number: '1800 250 015',
    text: 'Free, confidential advice about alcohol and other drugs, from anywhere in Australia.',
  },
  { name: 'Lifeline', number: '13 11 14', text: '24/7 crisis support and suicide prevention.' },
  { name: 'DirectLine (Victoria)', number: '1800 888 236', text: '24/7 alcohol and drug counselling and referral in Victoria.' },
  { name: 'Emergency', number: '000', text: 'If someone is in danger or needs urgent medical help.' },
];

const telHref = (number: string) => `tel:${number.replace(/\s/g, '')}`;

const SECTIONS: InfoSection[] = [
  {
    id: 'guidelines',
    title: 'The Australian guidelines',
    body: (
      <>
        <p>
          To reduce the risk of harm from alcohol, healthy adults should drink{' '}
          <strong>no more than 10 standard drinks a week</strong> and{' '}
          <strong>no more than 4 standard drinks on any one day</strong>. Having{' '}
          <strong>at least 2 alcohol-free days a week</strong> helps you stay within them. The less you drink, the lower your
          risk.
        </p>
        <p>
          If you are pregnant or planning a pregnancy, there is <strong>no safe level of drinking</strong>: not drinking is safest
          for your baby. Not drinking is also safest while breastfeeding, and for anyone under 18.
        </p>
        <Typography variant="body2" color="text.secondary">
          Source: National Health and Medical Research Council, Australian guidelines to reduce health risks from drinking
          alcohol.
        </Typography>
      </>
    ),
  },
  {
    id: 'standard-drinks',
    title: 'What is a standard drink?',
    body: (
      <>
        <p>
          In Australia a standard drink contains 10 grams of pure alcohol. A glass of wine is often more than one, so it helps to
          know your pour:
        </p>
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}>
          <Table aria-label="Standard drinks in wine">
            <TableHead>
              <TableRow>
                <TableCell>Serve</TableCell>
                <TableCell>About</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {STANDARD_DRINK_EXAMPLES.map((row) => (
                <TableRow key={row.serve} sx={{ '&:last-child td': { border: 0 } }}>
                  <TableCell>{row.serve}</TableCell>
                  <TableCell sx={{ fontWeight: 700, color: 'primary.main' }}>{row.drinks}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <p>Every Australian wine label states how many standard drinks the bottle holds — check it before you pour.</p>
      </>
    ),
  },
  {
    id: 'risks',
    title: 'Understanding the risks',
    body: (
      <SectionList
        items={[
          <>
            <strong>In the short term:</strong> drinking raises the risk of accidents, injuries, falls and poor decisions. Never
            drink and drive.
          </>,
          <>
            <strong>Over time:</strong> regular drinking increases the risk of several cancers, including breast and bowel cancer,
            as well as liver disease, high blood pressure, stroke, dependence, anxiety and depression.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'tips',
    title: 'Tips for enjoying wine well',
    body: (
      <SectionList
        items={[
          'Eat before and while you drink.',
          'Alternate each glass with water, and sip rather than gulp.',
          'Choose smaller pours or lower-alcohol wines, and count your drinks.',
          'Plan a safe way home before you go out.',
        ]}
      />
    ),
  },
  {
    id: 'warning-signs',
    title: 'Warning signs',
    body: (
      <>
        <p>It may be time to talk to someone if you notice that you:</p>
        <SectionList
          items={[
            'need more alcohol to feel the same effect',
            'drink to cope with stress, anxiety or low mood',
            'find it hard to stop once you start',
            'miss work, study or family commitments because of drinking',
            'feel unwell or irritable when you have not had a drink',
            'have family or friends who are worried about your drinking.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'support',
    title: 'Where to get help',
    body: (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {HOTLINES.map((hotline) => (
          <Paper key={hotline.name} variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
            <Typography component="h3" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {hotline.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, flex: 1 }}>
              {hotline.text}
            </Typography>
            <Button
              variant="outlined"
              href={telHref(hotline.number)}
              startIcon={<PhoneRounded />}
              aria-label={`Call ${hotline.name} on ${hotline.number}`}
              sx={{ alignSelf: 'flex-start', fontSize: '1.05rem' }}
            >
              {hotline.number}
            </Button>
          </Paper>
        ))}
      </Box>
    ),
  },
];

function GuidelineFigures() {
  return (
    <Box
      component="ul"
      aria-label="Guidelines at a glance"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {GUIDELINES.map((guideline) => (
        <Paper
          component="li"
          key={guideline.text}
          variant="outlined"
          sx={(theme) => ({ p: 2.5, borderRadius: 3, textAlign: 'center', bgcolor: theme.alpha(primary(theme), 0.05) })}
        >
          <Typography aria-hidden sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1, color: 'primary.main' }}>
            {guideline.figure}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {guideline.text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function ResponsibleDrinkingPage() {
  return (
    <InfoPageLayout
      title="Responsible Drinking"
      description="Enjoy wine safely: Australian guidelines, standard drinks and where to find support."
      summary={<GuidelineFigures />}
      sections={SECTIONS}
    />
  );
}
