import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WINE_MENU_PREMIUM_MESSAGE, WINE_MENU_REQUIRED_MESSAGE, type WineMenuAnalysis } from '@wine/contracts';
import { useState } from 'react';
import { PhotoPicker } from '@/components/photo/PhotoPicker';
import { useToast } from '@/components/toast/use-toast';
import { useAnalyzeWineMenuMutation } from '../api/premium-ai-api';
import { useAnalysisPhoto } from '../hooks/use-analysis-photo';
import { PhotoAnalysisTab } from './PhotoAnalysisTab';

const EXAMPLES = ['Best value red?', 'Cheapest white by the glass?', 'What goes with oysters?', 'A Barossa Shiraz under $90?'];

/** Menu Wine Help: a wine-list photo and a question → the answer, with the picks highlighted and quoted. */
export function WineMenuHelpTab() {
  const { toast } = useToast();
  const [analyze, { isLoading }] = useAnalyzeWineMenuMutation();
  const [question, setQuestion] = useState('');
  const [result, setResult] = useState<WineMenuAnalysis | null>(null);
  const { image, setImage, choose, reportFailure } = useAnalysisPhoto(() => setResult(null));
  // Remove clears image, result and question
  const remove = () => {
    setImage(null);
    setResult(null);
    setQuestion('');
  };

  const submit = async () => {
    if (!image || !question.trim()) {
      toast({ title: 'Missing information', description: WINE_MENU_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setResult(null);
    try {
      const answer = await analyze({ image, question: question.trim() }).unwrap();
      setResult(answer);
      toast({
        title: 'Analysis complete!',
        description: answer.picks.length ? `Our pick: ${answer.picks[0].wineName}` : 'See the answer below.',
      });
    } catch (err) {
      reportFailure(err, WINE_MENU_PREMIUM_MESSAGE);
    }
  };

  const picked = new Map(result?.picks.map((p, i) => [p.menuLine, i]) ?? []);

  return (
    <PhotoAnalysisTab
      title="Wine Menu Help"
      intro="Photograph the restaurant's wine list and ask a question. We read every wine and its prices, and point to the line to order."
      submit={{ label: 'Analyse Menu', onClick: () => void submit() }}
      pending={isLoading}
      pendingMessage="Reading the wine list..."
      result={
        result ? (
          <Stack spacing={2}>
            <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
              <CardContent>
                <Typography variant="overline">Our answer</Typography>
                <Typography data-testid="wine-menu-analysis">{result.analysis}</Typography>
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {result.picks.map((pick, i) => (
                <Card
                  key={`${pick.menuLine}-${i}`}
                  component="article"
                  aria-label={`Pick ${i + 1}: ${pick.wineName}`}
                  variant="outlined"
                  sx={i === 0 ? { borderColor: 'success.main', borderWidth: 2 } : undefined}
                >
                  <CardContent>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                      <Chip size="small" label={i === 0 ? 'Top pick' : `Pick ${i + 1}`} color={i === 0 ? 'success' : 'default'} />
                      <Chip size="small" variant="outlined" label={`${pick.confidence}% match`} />
                    </Stack>
                    <Typography variant="h6" component="h3">
                      {pick.wineName}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                      {pick.price}
                    </Typography>
                    <Typography
                      variant="body2"
                      component="blockquote"
                      sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
                    >
                      “{pick.menuLine}”
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {pick.matchReason}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
            {result.entries.length ? (
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="overline">The list as we read it ({result.entries.length} wines)</Typography>
                  <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label="Wine list as read">
                    {result.entries.map((entry, i) => {
                      const pickIndex = picked.get(entry.menuLine);
                      return (
                        <Box component="li" key={`${entry.menuLine}-${i}`} aria-current={pickIndex === 0 ? 'true' : undefined}>
                          <Typography
                            variant="body2"
                            component="span"
                            sx={
                              pickIndex === undefined
                                ? undefined
                                : // the top pick stands out; the alternatives are marked more quietly
                                  {
                                    display: 'block',
                                    bgcolor: pickIndex === 0 ? 'success.main' : 'action.selected',
                                    color: pickIndex === 0 ? 'success.contrastText' : 'text.primary',
                                    fontWeight: 700,
                                    borderRadius: 1,
                                    px: 0.5,
                                  }
                            }
                          >
                            {entry.section ? `${entry.section} · ` : ''}
                            {entry.menuLine}
                          </Typography>
                        </Box>
                      );
                    })}
                  </Box>
                </CardContent>
              </Card>
            ) : null}
          </Stack>
        ) : null
      }
    >
      <PhotoPicker
        label="Upload a wine list photo"
        hint="JPG, PNG or WebP up to 10MB. The whole list, flat and in good light."
        file={image}
        disabled={isLoading}
        onFile={(file) => void choose(file)}
        onRemove={remove}
        inputTestId="wine-menu-input"
      />
      <TextField
        label="Your question"
        placeholder="e.g. Best value red under $80?"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        disabled={isLoading}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit();
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {EXAMPLES.map((q) => (
          <Chip key={q} label={q} variant="outlined" onClick={() => setQuestion(q)} disabled={isLoading} />
        ))}
      </Stack>
    </PhotoAnalysisTab>
  );
}
