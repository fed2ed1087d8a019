import type { FieldError } from "../../contracts/envelope.ts";

/** An error whose message is fit to show the user (Spanish) with the HTTP status to answer. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: FieldError[]) => new AppError(400, message, details);
export const unauthorized = (message = "No autenticado. Inicia sesión para continuar.") => new AppError(401, message);
export const forbidden = (message = "No tienes permiso para realizar esta acción.") => new AppError(403, message);
export const notFound = (message = "Recurso no encontrado") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string, details?: FieldError[]) => new AppError(422, message, details);
