import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { InfoPageLayout, KeyFacts, SectionList, type InfoSection } from './InfoPageLayout';

// The principal liquor Acts of each state named; each sets 18 as the legal age for alcohol.
const LIQUOR_LAWS = [
  { act: 'Liquor Control Reform Act 1998', state: 'Victoria' },
  { act: 'Liquor Act 2007', state: 'New South Wales' },
  { act: 'Liquor Licensing Act 1997', state: 'South Australia' },
  { act: 'Liquor Act 1992', state: 'Queensland' },
  { act: 'Liquor Control Act 1988', state: 'Western Australia' },
  { act: 'Liquor Licensing Act 1990', state: 'Tasmania' },
];

const SECTIONS: InfoSection[] = [
  {
    id: 'legal-basis',
    title: 'Why you must be 18 or older',
    body: (
      <p>
        In every Australian state and territory, 18 is the minimum legal age to buy alcohol, and the law restricts selling or
        supplying alcohol to minors. Cellar Door AI recommends and promotes wine, so it is for adults aged 18 and over only.
      </p>
    ),
  },
  {
    id: 'laws',
    title: 'The laws we follow',
    body: (
      <>
        <p>State and territory liquor laws set the minimum age, including:</p>
        <Box
          component="ul"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, listStyle: 'none', p: 0, m: 0 }}
        >
          {LIQUOR_LAWS.map((law) => (
            <Paper component="li" key={law.act + law.state} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>{law.act}</Typography>
              <Typography variant="body2" color="text.secondary">
                {law.state}
              </Typography>
            </Paper>
          ))}
        </Box>
      </>
    ),
  },
  {
    id: 'industry-practice',
    title: 'Industry practice',
    body: (
      <p>
        We follow the spirit of the <strong>ABAC Responsible Alcohol Marketing Code</strong>, the Australian alcohol
        industry&apos;s code for responsible marketing: content should not appeal strongly to minors, and digital services should
        use age-restriction controls so that alcohol marketing reaches adults only.
      </p>
    ),
  },
  {
    id: 'commitments',
    title: 'Our commitments',
    body: (
      <SectionList
        items={[
          'Every account belongs to someone who has confirmed they are 18 or older.',
          'We never direct marketing at people under 18 or use content designed to appeal to them.',
          'Every page links to our responsible drinking guide and the support services it lists.',
          'We close accounts we find belong to someone under 18, and delete their information.',
        ]}
      />
    ),
  },
  {
    id: 'what-verification-involves',
    title: 'What verification involves',
    body: (
      <>
        <p>
          When you register, you <strong>confirm your date of birth</strong> and <strong>certify that you are 18 or older</strong>
          . We work out your age from your date of birth; if you are under 18 you cannot finish setting up an account.
        </p>
        <p>
          We keep your age verification record for 3 years and use it for nothing else. See our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy}>
            Privacy Policy
          </Link>{' '}
          for details.
        </p>
      </>
    ),
  },
];

export function AgeVerificationPage() {
  return (
    <InfoPageLayout
      title="Age Verification"
      description="This product is for adults aged 18 and over. Here is why, and what verification involves."
      summary={
        <KeyFacts
          title="In short"
          items={[
            'You must be 18 or older to use Cellar Door AI.',
            'At registration you confirm your date of birth and certify that you are 18 or older.',
            <>
              Please drink responsibly —{' '}
              <Link component={RouterLink} to={paths.responsibleDrinking}>
                read our guide
              </Link>
              .
            </>,
          ]}
        />
      }
      sections={SECTIONS}
    />
  );
}
