import { rpcError } from '@wine/nest-common';
import Stripe from 'stripe';

/** Provider trouble becomes a clear status instead of a 500. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError)
      throw rpcError(503, 'The payment service is not responding. Please try again.');
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
      throw rpcError(404, 'Not found at the payment service');
    if (err instanceof Stripe.errors.StripeCardError) throw rpcError(402, err.message);
    throw err;
  }
}
