import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CheckList } from '@/components/content/CheckList';
import { CallToAction } from '@/components/content/CallToAction';
import { CardGrid, TextCard } from '@/components/content/TextCard';
import { IconTile } from '@/components/content/IconTile';
import { Page } from '@/components/layout/Page';
import { REFERRAL_TRIAL_DAYS } from '@/lib/plans';
import { useCurrentUser } from '@/lib/session';
import { primary } from '@/lib/theme';
import { ReferralLinkPanel } from './ReferralLinkPanel';

const STEPS = [
  { icon: <ShareRounded />, title: 'Share your link', text: 'Send your personal referral link to friends who enjoy wine.' },
  {
    icon: <GroupAddRounded />,
    title: 'Your friend signs up',
    text: `They create an account and start a ${REFERRAL_TRIAL_DAYS}-day free trial of Premium.`,
  },
  {
    icon: <CardGiftcardRounded />,
    title: 'You both get rewards',
    text: 'Once they become a paying Premium member, you are both rewarded.',
  },
];

const REFERRER_REWARDS = [
  '1 month of Premium free for every successful referral',
  'Exclusive wine recommendations',
  'Early access to new features',
];

const FRIEND_REWARDS = [
  `A ${REFERRAL_TRIAL_DAYS}-day free trial of Premium`,
  'A welcome wine collection',
  '20% off their first month',
];

// docs/product-rules.md#referrals: tiers at 5, 10 and 20 referrals.
const BONUS_TIERS = [
  { referrals: 5, premium: '3 months of Premium', extra: 'A session with a sommelier' },
  { referrals: 10, premium: '6 months of Premium', extra: 'Exclusive tastings' },
  { referrals: 20, premium: '1 year of Premium', extra: 'Winery visits' },
];

// Program terms.
const TERMS = [
  'Referred friends must be new to Cellar Door AI and 18 or older.',
  'One reward per unique e-mail address.',
  'Rewards are non-transferable and have no cash value.',
  "Rewards are credited within 24 hours of your friend's payment and applied to your next billing cycle.",
  'There is no limit to how many friends you can refer.',
  'We may change the program benefits with 30 days’ notice.',
  'Self-referral or fraud leads to account suspension.',
];

export function ReferralProgramPage() {
  const signedIn = useCurrentUser() !== null;
  return (
    <Page
      title="Referral Program"
      description={`Share your link: your friend gets a ${REFERRAL_TRIAL_DAYS}-day trial and you earn a free month of Premium.`}
    >
      <Stack spacing={{ xs: 6, md: 8 }}>
        <Box component="section" aria-labelledby="referral-how-title">
          <SectionTitle id="referral-how-title">How it works</SectionTitle>
          <CardGrid list columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}>
            {STEPS.map((step, index) => (
              <TextCard
                component="li"
                key={step.title}
                title={step.title}
                top={
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <IconTile size={44}>{step.icon}</IconTile>
                    <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
                      Step {index + 1}
                    </Typography>
                  </Stack>
                }
              >
                {step.text}
              </TextCard>
            ))}
          </CardGrid>
        </Box>

        <Box component="section" aria-labelledby="referral-rewards-title">
          <SectionTitle id="referral-rewards-title">Rewards for you and your friends</SectionTitle>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <RewardCard title="You get" items={REFERRER_REWARDS} highlighted />
            <RewardCard title="Your friend gets" items={FRIEND_REWARDS} />
          </Box>
        </Box>

        <Box component="section" aria-labelledby="referral-tiers-title">
          <SectionTitle id="referral-tiers-title">Bonus tiers</SectionTitle>
          <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
            Keep sharing and unlock more.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {BONUS_TIERS.map((tier) => (
              <Paper
                key={tier.referrals}
                variant="outlined"
                sx={(theme) => ({ p: 3, borderRadius: 3, textAlign: 'center', bgcolor: theme.alpha(primary(theme), 0.04) })}
              >
                <EmojiEventsRounded aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
                <Typography variant="h3" sx={{ fontSize: '1.35rem', my: 0.5 }}>
                  {tier.referrals} referrals
                </Typography>
                <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{tier.premium}</Typography>
                <Typography color="text.secondary">+ {tier.extra}</Typography>
              </Paper>
            ))}
          </Box>
        </Box>

        <CallToAction
          id="referral-start-title"
          title="Start referring"
          text={
            signedIn
              ? `Share your personal link: friends who sign up with it get a ${REFERRAL_TRIAL_DAYS}-day free trial of Premium.`
              : 'Create a free account or sign in to get your personal referral link.'
          }
        >
          <ReferralLinkPanel signedIn={signedIn} />
        </CallToAction>

        <Box component="section" aria-labelledby="referral-terms-title">
          <SectionTitle id="referral-terms-title">Program terms</SectionTitle>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5, color: 'text.secondary', maxWidth: 820 }}>
            {TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Page>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography variant="h2" id={id} sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}

function RewardCard({ title, items, highlighted = false }: { title: string; items: readonly string[]; highlighted?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, ...(highlighted && { borderColor: 'primary.main', borderWidth: 2 }) }}>
      <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {title}
      </Typography>
      <CheckList items={items} />
    </Paper>
  );
}
