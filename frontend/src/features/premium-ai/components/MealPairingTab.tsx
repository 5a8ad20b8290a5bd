import LocalBarRounded from '@mui/icons-material/LocalBarRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type MealAnalysisType,
  MEAL_PAIRING_PREMIUM_MESSAGE,
  type MealPairingResult,
  type RecommendedWine,
} from '@wine/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { PhotoPicker } from '@/components/photo/PhotoPicker';
import { useToast } from '@/components/toast/use-toast';
import { useAnalyzeMealPairingMutation } from '../api/premium-ai-api';
import { useAnalysisPhoto } from '../hooks/use-analysis-photo';
import { useRememberedDish } from '../hooks/use-remembered-dish';
import { dishChoices, toRecommendedWine } from '../premium-ai';
import { PhotoAnalysisTab } from './PhotoAnalysisTab';

interface Props {
  /** The dashboard's wine card with its Save button (shared with Text Search). */
  renderWine: (wine: RecommendedWine) => ReactNode;
  /** "Pair from my cellar" (docs/product-rules.md#from-my-cellar): null when the cellar has no bottles */
  pairFromCellar?: ((dish: string) => Promise<{ wines: RecommendedWine[]; message: string | null } | null>) | null;
}

/**
 * Meal Pairing: a photo of a meal or of a menu → wines for it. The local engine cannot
 * recognise a dish in a photo, so a meal photo asks the user to confirm or type the dish (chips
 * plus free text) and pairs again with that description. The chips lead with the dishes the
 * answer suggests (printed in the photo, recent searches); one tap pairs; the dish confirmed for a
 * photo is remembered on this device, so the same photo pairs at once next time.
 */
export function MealPairingTab({ renderWine, pairFromCellar = null }: Props) {
  const { toast } = useToast();
  const [analyze, { isLoading }] = useAnalyzeMealPairingMutation();
  const [analysisType, setAnalysisType] = useState<MealAnalysisType>('meal');
  const [dish, setDish] = useState('');
  const [result, setResult] = useState<MealPairingResult | null>(null);
  const [fromCellar, setFromCellar] = useState<{ wines: RecommendedWine[]; message: string | null } | null>(null);
  const [pairing, setPairing] = useState(false);
  const { image, setImage, choose, reportFailure } = useAnalysisPhoto(() => setResult(null));
  const { recall, remember } = useRememberedDish();

  // a photo paired before comes back with its dish already filled in
  useEffect(() => {
    if (!image || analysisType !== 'meal') return;
    let current = true;
    void recall(image).then((dish) => {
      if (current && dish) setDish(dish);
    });
    return () => {
      current = false;
    };
  }, [image, analysisType, recall]);

  const reset = () => {
    setImage(null);
    setDish('');
    setResult(null);
    setFromCellar(null);
  };

  // the dish the photo showed, as confirmed or typed, else as read
  const pairedDish = (r: MealPairingResult) => dish.trim() || r.recognizedFood.join(', ');
  const pairCellar = async (r: MealPairingResult) => {
    if (!pairFromCellar) return;
    setPairing(true);
    try {
      setFromCellar(await pairFromCellar(pairedDish(r)));
    } finally {
      setPairing(false);
    }
  };

  const run = async (description?: string) => {
    // a typed dish is enough for a meal; a menu needs its photo
    const typed = analysisType === 'meal' && description?.trim();
    if (!image && !typed) {
      toast({
        title: 'Missing information',
        description:
          analysisType === 'meal'
            ? "Please upload a photo of your meal, or type what's on the plate."
            : 'Please upload a photo of the menu.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const answer = await analyze({ image, analysisType, description: description?.trim() || undefined }).unwrap();
      setResult(answer);
      setFromCellar(null);
      if (image && analysisType === 'meal' && description?.trim() && answer.recommendations.length)
        void remember(image, description.trim());
      if (answer.recommendations.length)
        toast({ title: 'Analysis complete!', description: `${answer.recommendations.length} wines paired.` });
    } catch (err) {
      reportFailure(err, MEAL_PAIRING_PREMIUM_MESSAGE);
    }
  };

  const chips = dishChoices(result);

  return (
    <PhotoAnalysisTab
      title="Meal Pairing"
      intro="Snap your meal or the restaurant's menu and we match wines to each dish, with the reason for each."
      submit={
        result
          ? null
          : { label: image || analysisType === 'menu' ? 'Analyse Photo' : 'Pair This Dish', onClick: () => void run(dish) }
      }
      pending={isLoading}
      pendingMessage={analysisType === 'menu' ? 'Reading the menu...' : 'Analysing your meal...'}
      result={
        result ? (
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={1.5}>
                  <Typography variant="h6" component="h3">
                    {analysisType === 'menu' ? 'Dishes on the menu' : 'Your meal'}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Chip label={`Cuisine: ${result.cuisineType}`} />
                    <Chip label={`Cooking: ${result.cookingMethod}`} />
                  </Stack>
                  {result.recognizedFood.length ? (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Recognised food">
                      {result.recognizedFood.map((f) => (
                        <Chip key={f} label={f} color="primary" variant="outlined" />
                      ))}
                    </Stack>
                  ) : null}
                  {result.mainIngredients.length ? (
                    <Typography variant="body2" color="text.secondary">
                      Main ingredients: {result.mainIngredients.join(', ')}
                    </Typography>
                  ) : null}
                  {result.needsConfirmation ? (
                    <Stack spacing={1.5} sx={{ pt: 1 }} role="group" aria-label="Confirm the dish">
                      <Typography sx={{ fontWeight: 700 }}>What is the dish? Pick one or type it, and we pair again.</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {result.recognizedFood.length
                          ? 'Please check the dish we read before we pair it.'
                          : 'Our sommelier engine cannot recognise a dish from a photo on its own, so it asks rather than guesses.'}
                      </Typography>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                        {chips.map((c) => (
                          <Chip
                            key={c}
                            label={c}
                            onClick={() => {
                              setDish(c);
                              void run(c);
                            }}
                            color={dish === c ? 'primary' : 'default'}
                            disabled={isLoading}
                          />
                        ))}
                      </Stack>
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                        <TextField
                          label="The dish"
                          placeholder="e.g. barbecued lamb cutlets"
                          value={dish}
                          onChange={(e) => setDish(e.target.value)}
                          size="small"
                          sx={{ flexGrow: 1 }}
                          slotProps={{ htmlInput: { maxLength: 500 } }}
                        />
                        <Button variant="contained" onClick={() => void run(dish)} disabled={!dish.trim()}>
                          Pair This Dish
                        </Button>
                      </Stack>
                    </Stack>
                  ) : null}
                </Stack>
              </CardContent>
            </Card>
            {result.recommendations.length ? (
              <Box
                sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
              >
                {result.recommendations.map((r) => (
                  <Box key={`${r.catalogueWineId}-${r.dish ?? ''}`}>{renderWine(toRecommendedWine(r))}</Box>
                ))}
              </Box>
            ) : null}
            {fromCellar ? (
              <Stack spacing={2} component="section" aria-label="From your cellar">
                <Typography variant="h6" component="h3">
                  From your cellar
                </Typography>
                {fromCellar.message && <Alert severity="info">{fromCellar.message}</Alert>}
                {fromCellar.wines.length ? (
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 3,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                    }}
                  >
                    {fromCellar.wines.map((w) => (
                      <Box key={w.cellarItemId ?? w.id}>{renderWine(w)}</Box>
                    ))}
                  </Box>
                ) : null}
              </Stack>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
              {pairFromCellar && analysisType === 'meal' && !result.needsConfirmation && !fromCellar ? (
                <Button
                  variant="contained"
                  startIcon={<LocalBarRounded />}
                  onClick={() => void pairCellar(result)}
                  disabled={pairing}
                >
                  {pairing ? 'Looking in your cellar...' : 'Pair from my cellar'}
                </Button>
              ) : null}
              <Button variant="outlined" startIcon={<RestartAltRounded />} onClick={reset}>
                Analyse Another Photo
              </Button>
            </Stack>
          </Stack>
        ) : null
      }
    >
      <ToggleButtonGroup
        exclusive
        value={analysisType}
        onChange={(_, v: MealAnalysisType | null) => v && setAnalysisType(v)}
        aria-label="What the photo shows"
        size="small"
        disabled={isLoading || result !== null}
      >
        <ToggleButton value="meal">A meal</ToggleButton>
        <ToggleButton value="menu">A food menu</ToggleButton>
      </ToggleButtonGroup>
      <PhotoPicker
        label={analysisType === 'meal' ? 'Upload a photo of your meal' : 'Upload a photo of the menu'}
        hint="JPG, PNG or WebP up to 10MB."
        file={image}
        disabled={isLoading}
        onFile={(file) => void choose(file)}
        onRemove={reset}
        inputTestId="meal-photo-input"
      />
      {analysisType === 'meal' && !result ? (
        <TextField
          label="What's on the plate? (optional)"
          placeholder="e.g. lamb shanks with mash"
          value={dish}
          onChange={(e) => setDish(e.target.value)}
          disabled={isLoading}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ) : null}
    </PhotoAnalysisTab>
  );
}
