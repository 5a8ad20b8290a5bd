import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageProps {
  // The h1 and the first part of the document title.
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, description, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <>
      <Box
        component="section"
        sx={(theme) => ({
          borderBottom: 1,
          borderColor: 'divider',
          background: `linear-gradient(180deg, ${theme.alpha(primary(theme), 0.09)} 0%, ${theme.alpha(primary(theme), 0.02)} 100%)`,
        })}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography variant="h1">{title}</Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' }, maxWidth: 720 }}>
              {description}
            </Typography>
          )}
        </Container>
      </Box>
      {children && (
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          {children}
        </Container>
      )}
    </>
  );
}
