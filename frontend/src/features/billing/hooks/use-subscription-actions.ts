import type { BillingPlan, CancelReason } from '@wine/contracts';
import { useToast } from '@/components/toast/use-toast';
import {
  useCancelSubscriptionMutation,
  useChangePlanMutation,
  useDowngradeToFreeMutation,
  usePauseSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useResumeSubscriptionMutation,
} from '../api/billing-api';
import { usePlanRefresh } from './use-plan';

// The subscription controls' calls, each with its toasts (docs/product-rules.md, billing); every
// action resolves to whether it succeeded so a dialog knows when to close.
export function useSubscriptionActions() {
  const { toast } = useToast();
  const refreshPlan = usePlanRefresh();
  const [pause, pausing] = usePauseSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [reactivate, reactivating] = useReactivateSubscriptionMutation();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [changePlan, changing] = useChangePlanMutation();
  const [downgrade, downgrading] = useDowngradeToFreeMutation();
  const busy = [pausing, resuming, reactivating, cancelling, changing, downgrading].some((m) => m.isLoading);

  const run = async <T>(call: Promise<{ data: T } | { error: unknown }>, failure: string, success: (data: T) => void) => {
    const result = await call;
    // The product's own failure texts, not the server's (docs/product-rules.md, subscription).
    if ('error' in result) {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
      return false;
    }
    success(result.data);
    return true;
  };

  return {
    busy,
    pause: () =>
      run(pause(), 'Failed to pause subscription', () =>
        toast({ title: 'Subscription Paused', description: 'You can resume it anytime.' }),
      ),
    resume: () =>
      run(resume(), 'Failed to resume subscription', () =>
        toast({ title: 'Subscription Resumed', description: 'Your Premium billing continues as normal.' }),
      ),
    reactivate: () =>
      run(reactivate(), 'Failed to reactivate subscription', () =>
        toast({ title: 'Subscription Reactivated', description: 'Welcome back! Your Premium subscription will continue.' }),
      ),
    changePlan: (newPlan: BillingPlan) =>
      run(changePlan({ newPlan }), 'Failed to change plan', (d) => toast({ title: 'Plan Changed', description: d?.message })),
    cancel: async (cancelImmediately: boolean, reason: CancelReason | null) => {
      const ok = await run(cancel({ cancelImmediately, reason }), 'Failed to cancel subscription', (d) =>
        toast({ title: 'Subscription Canceled', description: d?.message }),
      );
      if (ok && cancelImmediately) refreshPlan('free');
      return ok;
    },
    downgrade: async () => {
      const result = await downgrade();
      if ('error' in result) {
        toast({
          title: 'Downgrade Failed',
          description: 'There was an error downgrading your subscription. Please try again or contact support.',
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Downgraded Successfully', description: result.data.message });
      refreshPlan('free');
      return true;
    },
  };
}
