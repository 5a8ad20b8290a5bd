import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Page } from '@/components/layout/Page';
import { useGetHelpArticlesQuery } from '../api/help-api';
import { ALL_CATEGORIES, CATEGORY_FILTERS, filterHelpArticles, type HelpCategoryFilter } from '../help-filter';
import { HelpArticleList } from './HelpArticleList';
import { StillNeedHelp } from './StillNeedHelp';

export function HelpCentrePage() {
  const { data: articles, isLoading, isError, refetch } = useGetHelpArticlesQuery();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategoryFilter>(ALL_CATEGORIES);
  const results = useMemo(() => filterHelpArticles(articles ?? [], search, category), [articles, search, category]);

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <Page title="Help Centre" description="Answers about using the app, your data and privacy, subscriptions and support.">
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <TextField
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search for help..."
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': 'Search help articles' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
              sx: { bgcolor: 'background.paper', borderRadius: 3, fontSize: '1.05rem' },
            },
          }}
        />
        <Stack role="group" aria-label="Filter by category" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, mb: 3 }}>
          {CATEGORY_FILTERS.map((filter) => {
            const selected = filter === category;
            return (
              <Chip
                key={filter}
                label={filter}
                onClick={() => setCategory(filter)}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                sx={{ fontWeight: 600 }}
              />
            );
          })}
        </Stack>

        {isLoading ? (
          <Stack spacing={1.5} aria-label="Loading help articles" aria-busy>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={64} />
            ))}
          </Stack>
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn&apos;t load the help articles. Please check your connection and try again.
          </Alert>
        ) : (
          <>
            {/* Announced as the visitor types, so screen-reader users know the list changed. */}
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
              {results.length === 1 ? '1 article' : `${results.length} articles`}
            </Typography>
            {results.length > 0 ? (
              <HelpArticleList articles={results} />
            ) : (
              <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
                <SearchOffRounded aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
                <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
                  No results found
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  Try adjusting your search terms or browse different categories.
                </Typography>
                <Button variant="outlined" onClick={clearFilters}>
                  Clear search
                </Button>
              </Paper>
            )}
          </>
        )}

        <StillNeedHelp />
      </Box>
    </Page>
  );
}
