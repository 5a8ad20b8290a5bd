import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/session';

// Billing tells identity about a plan change over Kafka, so the user record follows a moment
// later: refetch it a few times until it says the expected plan.
const POLL_MS = 600;
const POLL_LIMIT = 20;

export function usePlanRefresh(): (expected: 'premium' | 'free') => void {
  const dispatch = useDispatch();
  const plan = useCurrentUser()?.subscriptionPlan;
  const planRef = useRef(plan);
  planRef.current = plan;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (expected) => {
      let polls = 0;
      const poll = () => {
        if (planRef.current === expected || polls++ >= POLL_LIMIT) return;
        dispatch(api.util.invalidateTags(['User']));
        timer.current = setTimeout(poll, POLL_MS);
      };
      poll();
    },
    [dispatch],
  );
}
