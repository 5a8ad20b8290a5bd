import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import CakeRounded from '@mui/icons-material/CakeRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LocalBarRounded from '@mui/icons-material/LocalBarRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type SvgIcon from '@mui/material/SvgIcon';

// Articles name their Material icon; only the ones in use are bundled (importing every icon by
// name would add megabytes). An unknown name falls back to a question mark.
const ICONS: Record<string, typeof SvgIcon> = {
  AutoAwesome: AutoAwesomeRounded,
  BugReport: BugReportRounded,
  Cake: CakeRounded,
  CreditCard: CreditCardRounded,
  DeleteForever: DeleteForeverRounded,
  EventBusy: EventBusyRounded,
  Image: ImageRounded,
  LocalBar: LocalBarRounded,
  Lock: LockRounded,
  Map: MapRounded,
  Mic: MicRounded,
  PauseCircle: PauseCircleRounded,
  PhotoCamera: PhotoCameraRounded,
  Restaurant: RestaurantRounded,
  School: SchoolRounded,
  SupportAgent: SupportAgentRounded,
  WorkspacePremium: WorkspacePremiumRounded,
};

export function HelpArticleIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? HelpOutlineRounded;
  return <Icon fontSize="small" aria-hidden />;
}
