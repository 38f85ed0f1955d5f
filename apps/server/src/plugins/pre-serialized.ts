import type { FastifyReply } from 'fastify';

/**
 * JSON text already in the shape `T`, written by the database for the busiest reads: sent as it
 * is, so its rows are neither parsed into objects nor serialized again. The route keeps `T` as
 * its response schema for the API's description, and tests parse these answers against it.
 */
export type PreSerialized<T> = string & { readonly shape: T };

export const preSerialized = <T>(json: string) => json as PreSerialized<T>;

/** Answers `json` as it stands: a string with a JSON content type passes Fastify's serializer by. */
export function sendPreSerialized<T>(reply: FastifyReply, json: PreSerialized<T>) {
  return reply.type('application/json; charset=utf-8').send(json);
}
