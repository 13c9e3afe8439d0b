import { type ErrorBody, type ErrorCode, errorMessages } from "@shifu/contract";

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

type AppErrorOptions = {
  /** A more specific Spanish text for the user than the code's default. */
  message?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  cause?: unknown;
};

/** The one error type that services throw; the error handler turns it into the JSON body below. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessages[code], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      error: this.message,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export function getStatusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
