/** An error with an Indonesian message for the user and the HTTP status to answer with. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A domain code sent as status.code instead of the HTTP status (spec section 7). */
    readonly code?: string,
    readonly errors?: { field: string; message: string }[],
    /** What the client needs to act on a domain code (the error envelope's data). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Sesi Anda telah berakhir, silakan login kembali') =>
  new ApiError(401, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini') =>
  new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** A form rule refused (422): the message for the toast and the field it belongs to. */
export const tidakValid = (message: string, field = 'form') =>
  new ApiError(422, message, undefined, [{ field, message }]);
