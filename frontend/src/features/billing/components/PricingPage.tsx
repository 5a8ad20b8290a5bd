import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CheckList } from '@/components/content/CheckList';
import { Page } from '@/components/layout/Page';
import { paths } from '@/lib/paths';
import {
  checkoutPath,
  FREE_PLAN_LIMITS,
  KEPT_AFTER_DOWNGRADE,
  PREMIUM_PRICES,
  PREMIUM_RECOMMENDATIONS_PER_SEARCH,
  type BillingPeriod,
} from '@/lib/plans';
import { PlanSection } from './PlanSection';
import { useTrialOffer } from '../hooks/use-trial-offer';

const FREE_FEATURES = [
  `AI recommendations (${FREE_PLAN_LIMITS.recommendationsPerSearch} per search)`,
  `${FREE_PLAN_LIMITS.savedWines} saved wines`,
  `${FREE_PLAN_LIMITS.photoAnalysesPerMonth} photo analyses per month`,
  'Australian Wine Guide and Winery Explorer',
];

const PREMIUM_FEATURES = [
  'Unlimited saved wines',
  'Unlimited photo analyses',
  `${PREMIUM_RECOMMENDATIONS_PER_SEARCH} recommendations per search`,
  'Voice search',
  'Meal & menu pairing',
  'Food pairing suggestions',
  'Cellar analytics',
  'Priority support',
];

// Numbers. true/false render as included / not included (docs/product-rules.md#plans).
const COMPARISON: { feature: string; free: string | boolean; premium: string | boolean }[] = [
  {
    feature: 'Recommendations per search',
    free: String(FREE_PLAN_LIMITS.recommendationsPerSearch),
    premium: String(PREMIUM_RECOMMENDATIONS_PER_SEARCH),
  },
  { feature: 'Saved wines', free: String(FREE_PLAN_LIMITS.savedWines), premium: 'Unlimited' },
  { feature: 'Photo analyses', free: `${FREE_PLAN_LIMITS.photoAnalysesPerMonth} per month`, premium: 'Unlimited' },
  { feature: 'Australian Wine Guide', free: true, premium: true },
  { feature: 'Voice search', free: false, premium: true },
  { feature: 'Meal & menu pairing', free: false, premium: true },
  { feature: 'Food pairing suggestions', free: false, premium: true },
  { feature: 'Cellar analytics', free: false, premium: true },
  { feature: 'Priority support', free: false, premium: true },
];

// docs/product-rules.md#trials: the trial is promised only to a member who would get one
const faqFor = (trialDays: number | null) => [
  ...trialFaq(trialDays),
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from the Subscription page whenever you like. You keep Premium until the end of the period you have paid for.',
  },
  {
    question: 'Do prices include GST?',
    answer: 'Yes. All prices are in Australian dollars and include GST.',
  },
  {
    question: 'Can I switch between monthly and yearly billing?',
    answer: 'Yes. Switch on the Subscription page at any time; the change is prorated automatically.',
  },
  {
    question: 'What happens to my wines if I go back to Free?',
    answer: `Nothing is deleted. Your ${KEPT_AFTER_DOWNGRADE.savedWines} most recent saved wines and ${KEPT_AFTER_DOWNGRADE.uploads} most recent uploads stay available on Free, and everything else comes back when you upgrade again.`,
  },
  {
    question: 'Can I get a refund?',
    answer: trialDays
      ? `Cancel during the ${trialDays}-day free trial and you are never charged. After the trial, payments are refundable only as required by Australian Consumer Law.`
      : 'Payments are refundable only as required by Australian Consumer Law.',
  },
];

function trialFaq(trialDays: number | null) {
  if (!trialDays) return [];
  return [
    {
      question: `How does the ${trialDays}-day free trial work?`,
      answer: `Start Premium and use every feature free for ${trialDays} days. Cancel before the trial ends and you are never charged; otherwise your plan begins and renews automatically. There is one free trial per person: a card that has already had one is charged from the first day, and the payment page says so before you pay.`,
    },
  ];
}

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  // docs/product-rules.md#trials: a Premium member is never offered a trial, nor a member who had one
  const offer = useTrialOffer();

  return (
    <Page
      title="Choose Your Plan"
      description={`Start free, or go Premium from ${PREMIUM_PRICES.monthly} per month${offer.trialDays ? ` with a ${offer.trialDays}-day free trial` : ''}. Prices are in Australian dollars and include GST.`}
    >
      <Button component={RouterLink} to={paths.dashboard} startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
        Back to Recommendations
      </Button>

      <Stack sx={{ alignItems: 'center', mb: { xs: 3, md: 4 } }}>
        <ToggleButtonGroup
          value={period}
          exclusive
          onChange={(_event, next: BillingPeriod | null) => {
            // Clicking the selected option again would clear it; a period is always chosen.
            if (next) setPeriod(next);
          }}
          aria-label="Billing period"
          color="primary"
          sx={{ bgcolor: 'background.paper' }}
        >
          <ToggleButton value="monthly" sx={{ px: 3 }}>
            Monthly
          </ToggleButton>
          <ToggleButton value="yearly" sx={{ px: 3, gap: 1 }}>
            Yearly
            <Chip
              component="span"
              label={`Save ${PREMIUM_PRICES.yearlySavingPercent}`}
              size="small"
              color="secondary"
              sx={{ height: 22, fontWeight: 700 }}
            />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 920, mx: 'auto' }}>
        <PlanCard
          name="Free"
          price="$0"
          cadence="forever"
          note="No card needed."
          features={FREE_FEATURES}
          action={
            <Button fullWidth variant="outlined" size="large" component={RouterLink} to={paths.signUp}>
              Get Started Free
            </Button>
          }
        />
        <PlanCard
          name="Premium"
          badge={offer.premium ? 'Your plan' : offer.trialDays ? `${offer.trialDays}-day free trial` : undefined}
          price={period === 'monthly' ? PREMIUM_PRICES.monthly : PREMIUM_PRICES.yearly}
          cadence={period === 'monthly' ? 'per month' : 'per year'}
          note={
            period === 'monthly' ? (
              `Or ${PREMIUM_PRICES.yearly}/year and save ${PREMIUM_PRICES.yearlySaving} (${PREMIUM_PRICES.yearlySavingPercent}).`
            ) : (
              <>
                <Box component="span" sx={{ fontWeight: 700, color: 'success.main' }}>
                  Save {PREMIUM_PRICES.yearlySaving} ({PREMIUM_PRICES.yearlySavingPercent})
                </Box>{' '}
                compared with {PREMIUM_PRICES.yearlyAtMonthlyRate} paid monthly.
              </>
            )
          }
          features={PREMIUM_FEATURES}
          highlighted
          action={
            offer.premium ? (
              <Button fullWidth variant="outlined" size="large" component={RouterLink} to={paths.subscription}>
                Manage Your Subscription
              </Button>
            ) : (
              <>
                <Button fullWidth variant="contained" size="large" component={RouterLink} to={checkoutPath(period)}>
                  {offer.trialDays ? `Start ${offer.trialDays}-Day Free Trial` : 'Go Premium'}
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
                  {offer.chargeToday(period)}. Cancel anytime. GST included.
                </Typography>
              </>
            )
          }
        />
      </Box>

      <Box component="section" aria-labelledby="compare-title" sx={{ mt: { xs: 7, md: 10 }, maxWidth: 920, mx: 'auto' }}>
        <Typography variant="h2" id="compare-title" sx={{ textAlign: 'center', mb: 3 }}>
          Compare plans
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          {/* Fixed columns so 'Unlimited' fits beside the feature names at 375 px. */}
          <Table aria-labelledby="compare-title" sx={{ tableLayout: 'fixed', '& td, & th': { px: { xs: 1, sm: 3 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: '44%', sm: '50%' } }}>Feature</TableCell>
                <TableCell align="center">Free</TableCell>
                <TableCell align="center" sx={{ color: 'primary.main', fontWeight: 700 }}>
                  Premium
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARISON.map((row) => (
                <TableRow key={row.feature} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {row.feature}
                  </TableCell>
                  <TableCell align="center">
                    <ComparisonValue value={row.free} />
                  </TableCell>
                  <TableCell align="center">
                    <ComparisonValue value={row.premium} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="pricing-faq-title" sx={{ mt: { xs: 7, md: 10 }, maxWidth: 820, mx: 'auto' }}>
        <Typography variant="h2" id="pricing-faq-title" sx={{ textAlign: 'center', mb: 3 }}>
          Frequently asked questions
        </Typography>
        {faqFor(offer.trialDays).map((item, index) => (
          <Accordion key={item.question} variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMoreRounded />}
              id={`pricing-faq-${index}-header`}
              aria-controls={`pricing-faq-${index}-content`}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Page>
  );
}

interface PlanCardProps {
  name: string;
  badge?: string;
  price: string;
  cadence: string;
  note: ReactNode;
  features: readonly string[];
  highlighted?: boolean;
  action: ReactNode;
}

function PlanCard({ name, badge, price, cadence, note, features, highlighted = false, action }: PlanCardProps) {
  return (
    <PlanSection
      name={name}
      highlighted={highlighted}
      badge={badge && <Chip label={badge} color="primary" size="small" sx={{ fontWeight: 700 }} />}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 2 }}>
        <Typography sx={{ fontSize: '2.75rem', fontWeight: 800, lineHeight: 1, letterSpacing: '-0.02em' }}>{price}</Typography>
        <Typography color="text.secondary">{cadence}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 40 }}>
        {note}
      </Typography>
      <CheckList items={features} sx={{ my: 3, flex: 1 }} />
      {action}
    </PlanSection>
  );
}

function ComparisonValue({ value }: { value: string | boolean }) {
  if (value === true) return <CheckRounded color="primary" titleAccess="Included" sx={{ verticalAlign: 'middle' }} />;
  if (value === false)
    return <RemoveRounded titleAccess="Not included" sx={{ verticalAlign: 'middle', color: 'text.secondary' }} />;
  return (
    <Typography component="span" sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' } }}>
      {value}
    </Typography>
  );
}
