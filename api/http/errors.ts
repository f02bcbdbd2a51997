import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '#src/lib/api/types.ts';
import type { ValidationErrorBody } from '#src/lib/api/types.ts';

/** An error answered as `status` with a JSON body (`{ message }` at least). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody | string) {
    const payload = typeof body === 'string' ? { message: body } : body;
    super(payload.message ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = payload;
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 with every message by field, the first one also as `message` (as Laravel answers). */
export function validationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  const body: ValidationErrorBody = { message: first, errors };
  return new HttpError(422, body);
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);

/** A positive whole number from a path segment (an id), or 404: `/users/abc` names nothing. */
export function idParam(value: unknown, message = 'Not found'): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(id > 0)) throw notFound(message);
  return id;
}

/** Unknown routes. */
export const notFoundHandler: RequestHandler = () => {
  throw notFound();
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * Every failure becomes JSON. Body-parser errors keep their status; anything unexpected is a 500 whose
 * detail goes to the log, never to the client.
 */
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof HttpError) {
      res.status(error.status).json(error.body);
      return;
    }
    const parserError = error as BodyParserError;
    const status = parserError?.status ?? parserError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        parserError.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : parserError.expose && parserError.message
            ? parserError.message
            : 'Bad request';
      res.status(status).json({ message });
      return;
    }
    log(
      `Unhandled error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    res.status(500).json({ message: 'Server Error' });
  };
}
