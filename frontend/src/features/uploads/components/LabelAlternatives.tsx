import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LabelAlternative } from '@wine/contracts';
import type { AnalysisResult } from '../api/upload-api';
import { BasisNote } from './BasisMark';

interface Props {
  result: Pick<AnalysisResult, 'alternatives' | 'catalogueWineId' | 'estimatedValue'>;
  choosing: boolean;
  onChoose: (alternative: LabelAlternative) => void;
}

/**
 * "Not quite right?": the other wines it could be. A label we do not know is offered only wines of
 * about its price; with none, it says why instead of offering unrelated wines
 * (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told).
 */
export function LabelAlternatives({ result, choosing, onChoose }: Props) {
  if (result.alternatives.length === 0) {
    if (result.catalogueWineId) return null;
    return (
      <BasisNote testId="alternatives-none">
        {result.estimatedValue
          ? 'No wine we know costs about what this one does, so we suggest none in its place.'
          : 'We could not tell what this wine costs, so we suggest no other wines in its place.'}
      </BasisNote>
    );
  }
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          Not quite right?
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {result.catalogueWineId
            ? 'It could also be one of these. Pick one to use it.'
            : 'It could be one of these wines we know, at about its price. Pick one to use it.'}
        </Typography>
        <List dense aria-label="Other possible wines">
          {result.alternatives.map((a) => (
            <ListItem key={a.catalogueWineId} disablePadding>
              <ListItemButton disabled={choosing} onClick={() => onChoose(a)} sx={{ borderRadius: 1 }}>
                <ListItemText
                  primary={a.wineName}
                  secondary={`${a.region} · ${a.estimatedValue} · ${Math.round(a.score * 100)}% match`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
