import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Typography from '@mui/material/Typography';
import { FREE_MONTHLY_ANALYSES } from '@wine/contracts';
import { LimitModal } from './LimitModal';

interface UploadLimitModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Upload Limit Reached' (docs/product-rules.md#quota): the Free plan's monthly bottle analyses are used up. */
export function UploadLimitModal({ open, onClose }: UploadLimitModalProps) {
  return (
    <LimitModal open={open} onClose={onClose} title="Upload Limit Reached" icon={<PhotoCameraRounded />}>
      <Typography>
        You've used all {FREE_MONTHLY_ANALYSES} of your free wine analyses this month. Your allowance renews on the 1st (Melbourne
        time).
      </Typography>
      <Typography sx={{ mt: 1 }}>Upgrade to Premium for unlimited analyses.</Typography>
    </LimitModal>
  );
}
