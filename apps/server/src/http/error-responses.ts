import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** The API's error body (ErrorResponseSchema): `{ statusCode, error, message }`. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

export const sendUnauthorized = (reply: FastifyReply) => sendError(reply, 401, API_ERROR_MESSAGES.unauthorized);
export const sendNotFound = (reply: FastifyReply) => sendError(reply, 404, API_ERROR_MESSAGES.notFound);
export const sendBadRequest = (reply: FastifyReply, message: string) => sendError(reply, 400, message);
