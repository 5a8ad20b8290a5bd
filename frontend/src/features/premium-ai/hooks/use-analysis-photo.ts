import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { downscalePhoto } from '@/lib/downscale-photo';
import { checkMenuPhoto, isUpgradeRequired } from '../premium-ai';

/**
 * The photo both Premium photo tabs analyse: checked as it is chosen, and the tab's failures told
 * the same way (a 401 is handled by the session, a 403 with the upgrade flag names the plan).
 */
export function useAnalysisPhoto(onChosen: () => void) {
  const { toast } = useToast();
  const [image, setImage] = useState<File | null>(null);

  const choose = async (chosen: File) => {
    const file = await downscalePhoto(chosen);
    const problem = checkMenuPhoto(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setImage(file);
    onChosen();
  };

  const reportFailure = (err: unknown, premiumMessage: string) => {
    if ((err as { status?: unknown }).status === 401) return;
    if (isUpgradeRequired(err)) toast({ title: 'Premium Feature Required', description: premiumMessage, variant: 'destructive' });
    else toast({ title: 'Analysis failed', description: 'Please try again with a clearer image.', variant: 'destructive' });
  };

  return { image, setImage, choose, reportFailure };
}
