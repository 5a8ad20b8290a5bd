// The JSON error body of every API error (DESIGN.md §3): { statusCode, message, ...extra }.
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  [extra: string]: unknown;
}
