import WineBarRounded from '@mui/icons-material/WineBarRounded';
import { SolidMark } from '@/components/content/SolidMark';

// The brand's wine glass on a wine-red square: the logo, the sign-in dialogs and each cellar card.
export function WineMark({ size, large = false }: { size: number; large?: boolean }) {
  return (
    <SolidMark size={size} sx={large ? { borderRadius: 3 } : []}>
      <WineBarRounded fontSize={large ? 'medium' : 'small'} />
    </SolidMark>
  );
}
