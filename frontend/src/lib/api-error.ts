import { z } from 'zod';
import { productMessage } from './server-messages';

// A failed RTK Query call carries the server's JSON body ({statusCode, message}, docs/product-rules.md#errors) in `data`.
const ServerErrorSchema = z.object({ data: z.object({ message: z.string().trim().min(1) }) });

// The server's message in the product's words, or undefined when there is none (network failure, non-JSON body).
export function apiErrorMessage(error: unknown): string | undefined {
  const parsed = ServerErrorSchema.safeParse(error);
  return parsed.success ? productMessage(parsed.data.data.message) : undefined;
}

// A failed call's toast: the server's message when it sent one, else the screen's own words.
export function failureToast(title: string, error: unknown, fallback: string) {
  return { title, description: apiErrorMessage(error) ?? fallback, variant: 'destructive' as const };
}
