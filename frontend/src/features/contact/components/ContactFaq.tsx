import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CardGrid, TextCard } from '@/components/content/TextCard';
import { FREE_PLAN_LIMITS, FREE_TRIAL_DAYS, PREMIUM_PRICES } from '@/lib/plans';

// /contact: four questions — launch, Australian-only, pricing, 18+.
const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'When does Cellar Door AI launch?',
    answer: (
      <>
        You can use Cellar Door AI on the web today. Our shop and referral program are on the way —{' '}
        <Link underline="always" component={RouterLink} to={paths.comingSoon}>
          join the waitlist
        </Link>{' '}
        and we&apos;ll tell you when they launch.
      </>
    ),
  },
  {
    question: 'Is Cellar Door AI only for Australia?',
    answer:
      'Yes. We are built for adults in Australia: prices are in Australian dollars including GST, and our recommendations and guide focus on Australian wine.',
  },
  {
    question: 'How much does it cost?',
    answer: (
      <>
        The Free plan costs nothing and includes {FREE_PLAN_LIMITS.savedWines} saved wines. Premium is {PREMIUM_PRICES.monthly} a
        month or {PREMIUM_PRICES.yearly} a year, GST included, with a {FREE_TRIAL_DAYS}-day free trial.{' '}
        <Link underline="always" component={RouterLink} to={paths.pricing}>
          Compare plans
        </Link>
        .
      </>
    ),
  },
  {
    question: 'Why do I need to be 18 or older?',
    answer: (
      <>
        Australian law restricts the promotion and supply of alcohol to adults, so every member confirms their date of birth when
        they register.{' '}
        <Link underline="always" component={RouterLink} to={paths.ageVerification}>
          Read about age verification
        </Link>
        .
      </>
    ),
  },
];

export function ContactFaq() {
  return (
    <Box component="section" aria-labelledby="contact-faq-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography variant="h2" id="contact-faq-title" sx={{ mb: 3 }}>
        Frequently asked questions
      </Typography>
      <CardGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        {FAQ.map((item) => (
          <TextCard key={item.question} title={item.question}>
            {item.answer}
          </TextCard>
        ))}
      </CardGrid>
    </Box>
  );
}
