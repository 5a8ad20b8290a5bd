import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LabelAlternative } from '@wine/contracts';
import type { ReactNode, Ref } from 'react';
import type { AnalysisResult } from '../api/upload-api';
import { BasisMark, BasisNote, NotInCatalogueNotice } from './BasisMark';
import { ConfidenceMarker } from './ConfidenceMarker';
import { DrinkingWindowTimeline } from './DrinkingWindowTimeline';
import { LabelAlternatives } from './LabelAlternatives';

interface FieldProps {
  label: string;
  value: ReactNode;
  confidence?: number;
  field?: string;
  // shown when there is no value: 'Unknown' unless the field says better ('No estimate')
  empty?: string;
  mark?: ReactNode;
  note?: ReactNode;
}

function Field({ label, value, confidence, field, empty = 'Unknown', mark, note }: FieldProps) {
  return (
    <Box sx={{ py: 1 }} data-testid={`field-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: value ? undefined : 'text.secondary' }}>
          {value || empty}
        </Typography>
        {confidence !== undefined && <ConfidenceMarker value={confidence} field={field ?? label.toLowerCase()} />}
        {mark}
      </Box>
      {note}
    </Box>
  );
}

/** The value line: the catalogue's price, what comparable wines cost, or why there is none. */
function valueField(result: AnalysisResult) {
  if (result.valueBasis === 'comparable wines')
    return {
      mark: <BasisMark label="Comparable wines" testId="value-basis" />,
      note: <BasisNote>What comparable wines in our catalogue cost, not a price for this bottle.</BasisNote>,
    };
  if (!result.catalogueWineId && !result.estimatedValue)
    return { note: <BasisNote testId="value-basis-none">Too few comparable wines in our catalogue to estimate.</BasisNote> };
  return {};
}

/** The drinking window with where it comes from; for a label we do not know, none unless its grape gives one. */
function WindowSection({ result }: { result: AnalysisResult }) {
  const typical = result.windowBasis?.startsWith('typical for ') ? result.windowBasis : null;
  const hasWindow = Boolean(result.optimalDrinkingStart || result.optimalDrinkingEnd);
  const grape = typical ? typical.slice('typical for '.length) : '';
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          Drinking Window
        </Typography>
        {typical && hasWindow && <BasisMark label={`Typical for ${grape}`} testId="window-basis" />}
      </Box>
      {hasWindow ? (
        <>
          <DrinkingWindowTimeline {...result} />
          {typical && (
            <BasisNote>
              How an everyday {grape} usually ages from its vintage: a guide, not a window for this wine itself.
            </BasisNote>
          )}
        </>
      ) : (
        <BasisNote testId="window-basis-none">
          {result.catalogueWineId
            ? 'No drinking window yet. Use Edit Details to add one.'
            : 'We do not know this wine, so we give no drinking window. Add its grape and vintage with Edit Details, or ask the winery.'}
        </BasisNote>
      )}
    </>
  );
}

interface Props {
  result: AnalysisResult;
  photoUrl: string | null;
  choosing: boolean;
  onChooseAlternative: (alternative: LabelAlternative) => void;
  children?: ReactNode;
}

/** Results view: the photo, the identified wine with a confidence marker per field, alternatives, window, value, notes. */
export function AnalysisResultView({ result, photoUrl, choosing, onChooseAlternative, children }: Props) {
  const c = result.confidence;
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 4 }}>
        {photoUrl && (
          <Box
            component="img"
            src={photoUrl}
            alt={`Photo of ${result.wineName}`}
            sx={{ width: '100%', maxHeight: 460, objectFit: 'contain', borderRadius: 2, bgcolor: 'action.hover' }}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }} data-testid="analysed-wine-name">
          {result.wineName}
        </Typography>
        {!result.catalogueWineId && <NotInCatalogueNotice />}
        {c && c.producer < 0.6 && (
          <Typography color="warning.main" sx={{ mt: 1 }}>
            We could not read this label with confidence. Please check the details and use Edit Details to correct them.
          </Typography>
        )}
        {children}
        <Grid container columnSpacing={3} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Field label="Producer" value={result.producer} confidence={c?.producer} />
            <Field label="Wine" value={result.wineName} confidence={c?.wine} field="wine" />
            <Field label="Wine Type" value={result.wineType} confidence={c?.variety} field="variety" />
            {result.grape && <Field label="Grape" value={result.grape} />}
            <Field label="Region" value={result.region} confidence={c?.region} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Field label="Vintage" value={result.vintage} confidence={c?.vintage} />
            <Field label="Alcohol" value={result.abv} />
            <Field label="Estimated Value" value={result.estimatedValue} empty="No estimate" {...valueField(result)} />
          </Grid>
        </Grid>
        <LabelAlternatives result={result} choosing={choosing} onChoose={onChooseAlternative} />
        <Divider sx={{ my: 3 }} />
        <WindowSection result={result} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Sommelier's Notes
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{result.analysis}</Typography>
      </Grid>
    </Grid>
  );
}

interface ResultActionsProps {
  onEdit: () => void;
  onReset: () => void;
  onCellar: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

export function ResultActions({ onEdit, onReset, onCellar, editRef }: ResultActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
      <Button variant="outlined" onClick={onEdit} ref={editRef}>
        Edit Details
      </Button>
      <Button variant="contained" onClick={onReset}>
        Analyse Another Wine
      </Button>
      <Button variant="text" onClick={onCellar}>
        View Cellar
      </Button>
    </Box>
  );
}
