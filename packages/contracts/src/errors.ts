// The JSON error body of every API error (docs/product-rules.md#errors): { statusCode, message, ...extra }.
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  [extra: string]: unknown;
}
