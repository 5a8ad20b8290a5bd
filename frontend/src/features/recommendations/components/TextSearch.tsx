import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { RECOMMENDATION_QUERY_MAX } from '@wine/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ExamplePrompt } from './ExamplePrompt';

export const EXAMPLE_PROMPTS = [
  'A bold Barossa Shiraz for a lamb roast',
  'Crisp white under $25 for prawns on the barbie',
  'Something special for our anniversary',
  'Light red for a summer picnic',
];

interface Props {
  pending: boolean;
  onSearch: (query: string) => void;
  onBlank: () => void;
  /** "From my cellar" (docs/product-rules.md#from-my-cellar): the switch, beside the button */
  cellarSwitch?: ReactNode;
  /** the switch is on (and shown): the button finds a bottle in the cellar */
  findBottle?: boolean;
}

/** docs/product-rules.md#recommendations: the button is disabled when empty; whitespace only is rejected by the caller's toast. */
export function TextSearch({ pending, onSearch, onBlank, cellarSwitch = null, findBottle = false }: Props) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return onBlank();
    onSearch(query.trim());
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label="Text search">
      {/* OutlinedInput, not TextField: TextField's select mode pulls Menu, Popover and Modal into the dashboard's first load */}
      <FormControl>
        <InputLabel htmlFor={inputId}>Describe the wine, meal or occasion</InputLabel>
        <OutlinedInput
          id={inputId}
          label="Describe the wine, meal or occasion"
          placeholder="e.g. a smooth red for snags on the barbie under $25"
          multiline
          minRows={3}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          inputProps={{ maxLength: RECOMMENDATION_QUERY_MAX }}
        />
      </FormControl>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Example prompts">
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', mr: 0.5 }}>
          Try:
        </Typography>
        {EXAMPLE_PROMPTS.map((prompt) => (
          <ExamplePrompt key={prompt} label={prompt} onClick={() => setQuery(prompt)} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1.5, sm: 3 }, alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchRounded />}
          disabled={query.length === 0 || pending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {pending ? 'Getting Recommendations...' : findBottle ? 'Find a Bottle' : 'Get Recommendations'}
        </Button>
        {cellarSwitch}
      </Stack>
    </Stack>
  );
}
