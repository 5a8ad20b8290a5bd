import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Typography from '@mui/material/Typography';
import { FREE_SAVED_WINE_LIMIT } from '@wine/contracts';
import { LimitModal } from './LimitModal';

interface CellarLimitModalProps {
  open: boolean;
  onClose: () => void;
  // docs/product-rules.md#saved-wine-limit: the 403's currentCount, 3 when it could not be read.
  currentCount?: number;
}

/** 'Cellar Limit Reached' (docs/product-rules.md#saved-wine-limit): a Free user tried to save a 4th wine. */
export function CellarLimitModal({ open, onClose, currentCount = FREE_SAVED_WINE_LIMIT }: CellarLimitModalProps) {
  return (
    <LimitModal open={open} onClose={onClose} title="Cellar Limit Reached" icon={<WineBarRounded />}>
      <Typography>
        You have saved {currentCount} of {FREE_SAVED_WINE_LIMIT} wines on the Free plan.
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Upgrade to Premium for unlimited saves, or remove a wine from your cellar to make room.
      </Typography>
    </LimitModal>
  );
}
