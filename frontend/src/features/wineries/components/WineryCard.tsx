import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WinerySearchResult } from '@wine/contracts';
import { shown, websiteHref } from '../winery-display';

export function WineryCard({ winery }: { winery: WinerySearchResult }) {
  const year = shown(winery.establishedYear);
  const phone = shown(winery.contactPhone);
  const email = shown(winery.contactEmail);
  const website = shown(winery.websiteUrl);
  const hours = shown(winery.cellarDoorHours);
  const fees = shown(winery.tastingFees);
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
          {hours && <Typography variant="body2">Cellar door: {hours}</Typography>}
          {fees && <Typography variant="body2">Tastings: {fees}</Typography>}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Specialty wines">
          {winery.specialtyWines.map((wine) => (
            <Chip key={wine} size="small" label={wine} variant="outlined" color="primary" />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
