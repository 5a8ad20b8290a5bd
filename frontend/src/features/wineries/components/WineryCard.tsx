import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WinerySearchResult } from '@wine/contracts';
import { CHECK_WITH_WINERY, cellarDoorFacts, shown, websiteHref } from '../winery-display';

export function WineryCard({ winery }: { winery: WinerySearchResult }) {
  const year = shown(winery.establishedYear);
  const phone = shown(winery.contactPhone);
  const email = shown(winery.contactEmail);
  const website = shown(winery.websiteUrl);
  const facts = cellarDoorFacts(winery);
  return (
    <Card component="article" aria-label={winery.wineryName} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3">
            {winery.wineryName}
          </Typography>
          {winery.bookingRequired && <Chip size="small" color="warning" label="Booking Required" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {winery.region}
          {year && ` · Established ${year}`}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {winery.description}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 1.5 }}>
          {shown(winery.address) && <Typography variant="body2">Address: {winery.address}</Typography>}
          {phone && (
            <Typography variant="body2">
              Phone: <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
            </Typography>
          )}
          {email && (
            <Typography variant="body2">
              E-mail: <Link href={`mailto:${email}`}>{email}</Link>
            </Typography>
          )}
          {website && (
            <Typography variant="body2">
              <Link href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
                Visit website
              </Link>
            </Typography>
          )}
        </Stack>
        <Box
          aria-label="Cellar door"
          role="group"
          sx={{ mb: 1.5, p: 1.25, borderRadius: 2, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
          {facts ? (
            <>
              {facts.hours && <Typography variant="body2">Cellar door: {facts.hours}</Typography>}
              {facts.fees && <Typography variant="body2">Tastings: {facts.fees}</Typography>}
              <Typography variant="caption" color="text.secondary" component="p">
                Checked {facts.checked} · Source: {facts.source}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">
              Hours and tasting fees:{' '}
              {website ? (
                <Link href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
                  {CHECK_WITH_WINERY}
                </Link>
              ) : (
                CHECK_WITH_WINERY
              )}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Specialty wines">
          {winery.specialtyWines.map((wine) => (
            <Chip key={wine} size="small" label={wine} variant="outlined" color="primary" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
