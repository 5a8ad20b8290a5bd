import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/Page';

export interface InfoSection {
  // The anchor id, so a section can be linked to directly.
  id: string;
  title: string;
  body: ReactNode;
}

interface InfoPageLayoutProps {
  title: string;
  description: string;
  // e.g. 'Last updated: 21 June 2025'.
  notice?: string;
  // A short summary card above the sections.
  summary?: ReactNode;
  sections: readonly InfoSection[];
}

// Sticky top bar height plus a gap: linked sections and the contents list sit below it.
const TOP_OFFSET = 88;

// The shared layout of the legal and information pages: a contents list beside long-form sections.
export function InfoPageLayout({ title, description, notice, summary, sections }: InfoPageLayoutProps) {
  return (
    <Page title={title} description={description}>
      <Box sx={{ display: 'grid', gap: { xs: 4, lg: 6 }, gridTemplateColumns: { xs: '1fr', lg: '240px minmax(0, 1fr)' } }}>
        <Box component="nav" aria-label="On this page" sx={{ display: { xs: 'none', lg: 'block' } }}>
          <Box sx={{ position: 'sticky', top: TOP_OFFSET }}>
            <Typography variant="overline" component="p" sx={{ display: 'block', color: 'text.secondary', mb: 1.5 }}>
              On this page
            </Typography>
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider' }}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link
                    href={`#${section.id}`}
                    color="text.secondary"
                    variant="body2"
                    sx={{ display: 'block', pl: 2, '&:hover': { color: 'primary.main' } }}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Box>
        {/* Links inside running text are underlined, so they do not rely on colour alone (WCAG 1.4.1). */}
        <Box component="article" sx={{ maxWidth: 820, '& a.MuiLink-root': { textDecoration: 'underline' } }}>
          {notice && (
            <Typography color="text.secondary" sx={{ fontWeight: 600, mb: 3 }}>
              {notice}
            </Typography>
          )}
          {summary}
          <Stack spacing={{ xs: 4, md: 5 }} sx={{ mt: summary ? { xs: 4, md: 5 } : 0 }}>
            {sections.map((section) => (
              <Box
                key={section.id}
                component="section"
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                sx={{ scrollMarginTop: TOP_OFFSET }}
              >
                <Typography variant="h2" id={`${section.id}-title`} sx={{ fontSize: { xs: '1.4rem', md: '1.65rem' }, mb: 1.5 }}>
                  {section.title}
                </Typography>
                <Box
                  sx={{
                    color: 'text.secondary',
                    lineHeight: 1.75,
                    '& p': { m: 0, mb: 1.5 },
                    '& p:last-child': { mb: 0 },
                    '& strong': { color: 'text.primary' },
                  }}
                >
                  {section.body}
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
      </Box>
    </Page>
  );
}

// A highlighted box of the few facts most readers come for.
export function KeyFacts({ title, items }: { title: string; items: readonly ReactNode[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, borderColor: 'primary.main', borderWidth: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, index) => (
          <Typography component="li" key={index} sx={{ '&::marker': { color: 'primary.main' } }}>
            {item}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}

// A plain bulleted list inside a section.
export function SectionList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, mb: 1.5, pl: 2.5, '&:last-child': { mb: 0 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Stack>
  );
}
