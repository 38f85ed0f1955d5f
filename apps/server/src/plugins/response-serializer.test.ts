import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memorySchema } from '@kindred/core/memory';
import { responseSerializerCompiler } from './response-serializer';

describe('response serializer', () => {
  it('sends exactly the declared fields, nulls and nested arrays included', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const memory = {
      id: 1, kindredId: 2, rawText: 'Tea "in" the garden\n', title: null, fullSummary: 'Summary', category: 'General', keyDate: '2025-03-09',
      processingStatus: 'completed' as const, hasKeyDates: true, createdAt: '2025-03-10T10:00:00.000Z', updatedAt: '2025-03-10T10:00:00.000Z',
    };
    app.get('/page', { schema: { response: { 200: z.object({ items: z.array(memorySchema), nextCursor: z.string().nullable() }) } } }, async () => ({
      items: [{ ...memory, userId: 99, passwordHash: 'secret' }],
      nextCursor: null,
    }));
    const response = await app.inject({ url: '/page' });
    expect(response.json()).toEqual({ items: [memory], nextCursor: null });
    expect(response.body).not.toMatch(/userId|passwordHash|secret/);
  });

  it('sends a nullable object as null or as its declared fields, a nullable list likewise', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    const card = z.object({ id: z.int(), next: z.object({ date: z.string(), annual: z.boolean() }).nullable(), tags: z.array(z.string()).nullable() });
    app.get('/cards', { schema: { response: { 200: z.array(card) } } }, async () => [
      { id: 1, next: { date: '2027-03-14', annual: true, secret: 'x' }, tags: ['a'] },
      { id: 2, next: null, tags: null },
    ]);
    const response = await app.inject({ url: '/cards' });
    expect(response.json()).toEqual([
      { id: 1, next: { date: '2027-03-14', annual: true }, tags: ['a'] },
      { id: 2, next: null, tags: null },
    ]);
  });
});
