import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CheckList } from '@/components/content/CheckList';
import { IconTile } from '@/components/content/IconTile';
import { CardGrid, TextCard } from '@/components/content/TextCard';
import { paths } from '@/lib/paths';
import { FREE_PLAN_LIMITS, FREE_TRIAL_DAYS, PREMIUM_FROM_PRICE, PREMIUM_PRICES } from '@/lib/plans';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SolidMark } from '@/components/content/SolidMark';

export const LANDING_HEADLINE = 'Your AI Sommelier for Australian Wine';

const FEATURES = [
  {
    title: 'AI Recommendations',
    body: 'Describe a mood, an occasion or a meal and get wines matched to it, with the reason each one fits.',
    icon: <AutoAwesomeRounded />,
  },
  {
    title: 'Wine Analysis',
    body: 'Photograph a bottle to identify it, estimate its value and see its drinking window and tasting notes.',
    icon: <CameraAltRounded />,
  },
  {
    title: 'Personal Cellar',
    body: 'Keep every wine you love in one place, from recommendations and from your own photos.',
    icon: <WineBarRounded />,
  },
];

// Landing claims.
const TRUST_BADGES = [
  { label: '4.9/5 rating', icon: <StarRounded fontSize="small" /> },
  { label: '10,000+ users', icon: <GroupsRounded fontSize="small" /> },
  { label: 'Made in Melbourne', icon: <PlaceRounded fontSize="small" /> },
];
// The free plan's inclusions.
const FREE_PLAN = [`${FREE_PLAN_LIMITS.savedWines} saved wines`, 'AI recommendations', 'Basic analysis', 'Community access'];
const PREMIUM_PLAN = [
  'Unlimited saves and photo analyses',
  'Voice search and meal pairing',
  'Wine menu help and cellar analytics',
];

const STEPS = [
  { title: 'Describe it', body: 'A mood, an occasion or what’s on the plate — in your own words.' },
  { title: 'Get matched', body: 'Wines that fit, mostly Australian, each with the reason it suits you.' },
  { title: 'Keep your favourites', body: 'Save wines to your cellar and analyse bottles from a photo.' },
];

const heroGradient = 'linear-gradient(135deg, #3d0c19 0%, #6e1e33 50%, #2a0a12 100%)';

export function LandingPage() {
  useDocumentTitle(LANDING_HEADLINE);
  const navigate = useNavigate();
  const getStarted = () => void navigate(paths.signUp);

  return (
    <>
      <Box component="section" sx={{ background: heroGradient, color: '#fff' }}>
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 7, md: 12 },
            display: 'grid',
            gap: { xs: 6, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Chip
              label="For adults 18+ across Australia"
              size="small"
              sx={{ mb: 3, bgcolor: 'rgba(255,255,255,0.14)', color: '#fff', fontWeight: 600 }}
            />
            <Typography variant="h1" sx={{ fontSize: 'clamp(2.4rem, 1.6rem + 3.2vw, 3.75rem)' }}>
              {LANDING_HEADLINE}
            </Typography>
            <Typography sx={{ mt: 3, mb: 4, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.9, maxWidth: 560 }}>
              Tell us the mood, the occasion or what&apos;s for dinner and get wine recommendations in seconds. Save favourites to
              your cellar and analyse any bottle from a photo.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                size="large"
                variant="contained"
                onClick={getStarted}
                sx={{ bgcolor: '#fff', color: '#5a1628', '&:hover': { bgcolor: '#f6e7ea' }, px: 4 }}
              >
                Get Started Free
              </Button>
              <Button
                size="large"
                variant="outlined"
                component={RouterLink}
                to={paths.pricing}
                sx={{
                  color: '#fff',
                  borderColor: 'rgba(255,255,255,0.6)',
                  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
                  px: 4,
                }}
              >
                View Pricing
              </Button>
            </Stack>
            <Typography sx={{ mt: 2, fontSize: '0.95rem', opacity: 0.85 }}>Free to start · {PREMIUM_FROM_PRICE}</Typography>
            <Stack
              component="ul"
              direction="row"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
            >
              {TRUST_BADGES.map((badge) => (
                <Stack
                  component="li"
                  key={badge.label}
                  direction="row"
                  spacing={0.75}
                  sx={{ alignItems: 'center', fontWeight: 600, fontSize: '0.95rem' }}
                >
                  <Box component="span" aria-hidden sx={{ display: 'flex', color: '#f3c96b' }}>
                    {badge.icon}
                  </Box>
                  <span>{badge.label}</span>
                </Stack>
              ))}
            </Stack>
          </Box>
          <ExampleRecommendation />
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
          Everything you need to enjoy wine more
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          From a Tuesday-night bottle to a special-occasion pour.
        </Typography>
        <CardGrid columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
          {FEATURES.map((feature) => (
            <TextCard
              key={feature.title}
              title={feature.title}
              top={
                <IconTile size={48} sx={{ mb: 2 }}>
                  {feature.icon}
                </IconTile>
              }
            >
              {feature.body}
            </TextCard>
          ))}
        </CardGrid>
      </Container>

      <Box component="section" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <Typography variant="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            How it works
          </Typography>
          <Box
            component="ol"
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 3 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {STEPS.map((step, index) => (
              <Box component="li" key={step.title} sx={{ textAlign: 'center', px: { md: 2 } }}>
                <SolidMark size={44} round sx={{ mx: 'auto', mb: 2 }}>
                  {index + 1}
                </SolidMark>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.body}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 7, md: 10 } }}>
          <Typography variant="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            Start free, upgrade when you like
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <PlanCard name="Free" price="$0" caption="Free plan includes" items={FREE_PLAN}>
              <Button fullWidth variant="outlined" size="large" onClick={getStarted}>
                Create a free account
              </Button>
            </PlanCard>
            <PlanCard
              name="Premium"
              price={`From ${PREMIUM_PRICES.monthly}/month`}
              caption="Everything in Free, plus"
              items={PREMIUM_PLAN}
              highlighted
            >
              <Button fullWidth variant="contained" size="large" component={RouterLink} to={paths.pricing}>
                Compare plans
              </Button>
            </PlanCard>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
            {PREMIUM_FROM_PRICE}, with a {FREE_TRIAL_DAYS}-day free trial. Prices in AUD, including GST. Cancel anytime.
          </Typography>
        </Container>
      </Box>
    </>
  );
}

interface PlanCardProps {
  name: string;
  price: string;
  caption: string;
  items: string[];
  highlighted?: boolean;
  children: ReactNode;
}

function PlanCard({ name, price, caption, items, highlighted = false, children }: PlanCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 3.5,
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        ...(highlighted && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.4rem' }}>
        {name}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'primary.main', mt: 0.5, mb: 2 }}>{price}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1.5 }}>
        {caption}
      </Typography>
      <CheckList items={items} sx={{ mb: 3, flex: 1 }} />
      {children}
    </Paper>
  );
}

// An illustration of what a recommendation looks like; it is not live data.
function ExampleRecommendation() {
  return (
    <Box
      role="img"
      aria-label="Example recommendation: 2021 Barossa Valley Shiraz, a 94% match for slow-cooked lamb"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'relative' }}
    >
      <Paper
        elevation={12}
        // No dark-mode elevation overlay: it would turn the card grey against the burgundy hero.
        sx={{ p: 3, borderRadius: 4, transform: 'rotate(-2deg)', backgroundImage: 'none' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          &ldquo;Something bold for slow-cooked lamb&rdquo;
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>Barossa Valley Shiraz</Typography>
          <Chip label="94% match" size="small" color="primary" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Red · 2021 · South Australia · $35–45
        </Typography>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Dark plum and pepper with firm tannins that stand up to rich, slow-cooked meat.
        </Typography>
      </Paper>
    </Box>
  );
}
