import type { ErrorDetail } from '../schemas/common.js';

/** An error with an HTTP status that the error handler turns into the standard error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, details);
export const conflict = (message: string) => new HttpError(409, message);
