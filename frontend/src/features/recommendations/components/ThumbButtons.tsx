import ThumbDownOffAltRounded from '@mui/icons-material/ThumbDownOffAltRounded';
import ThumbDownRounded from '@mui/icons-material/ThumbDownRounded';
import ThumbUpOffAltRounded from '@mui/icons-material/ThumbUpOffAltRounded';
import ThumbUpRounded from '@mui/icons-material/ThumbUpRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { FeedbackSignal } from '@wine/contracts';

interface Props {
  wineName: string;
  thumb: FeedbackSignal | null;
  disabled?: boolean;
  /** the new thumb: pressing the pressed one again takes it back (null) */
  onThumb: (signal: FeedbackSignal | null) => void;
}

/** 👍 / 👎 on a recommended wine: toggle buttons (aria-pressed) that teach the palate. */
export function ThumbButtons({ wineName, thumb, disabled = false, onThumb }: Props) {
  const press = (signal: FeedbackSignal) => onThumb(thumb === signal ? null : signal);
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={`Your verdict on ${wineName}`}>
      <IconButton
        aria-label={`Thumbs up for ${wineName}`}
        aria-pressed={thumb === 'up'}
        color={thumb === 'up' ? 'primary' : 'default'}
        disabled={disabled}
        onClick={() => press('up')}
      >
        {thumb === 'up' ? <ThumbUpRounded /> : <ThumbUpOffAltRounded />}
      </IconButton>
      <IconButton
        aria-label={`Thumbs down for ${wineName}`}
        aria-pressed={thumb === 'down'}
        color={thumb === 'down' ? 'primary' : 'default'}
        disabled={disabled}
        onClick={() => press('down')}
      >
        {thumb === 'down' ? <ThumbDownRounded /> : <ThumbDownOffAltRounded />}
      </IconButton>
    </Stack>
  );
}
