import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, type ToastOptions } from './toast-slice';

export function useToast() {
  const dispatch = useDispatch();
  const toast = useCallback((options: ToastOptions) => dispatch(toastShown(options)), [dispatch]);
  return { toast };
}
