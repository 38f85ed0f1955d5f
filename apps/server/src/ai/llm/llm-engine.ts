import {
  coachingPlanContentSchema,
  giftIdeasAnswerSchema,
  iceBreakerAnswerSchema,
  memoryDescriptionSchema,
  summaryAttributesSchema,
  type AiStatus,
  type GiftIdeasAnswer,
} from '@kindred/core/ai';
import { todayIn } from '@kindred/core/time-zone';
import type { z } from 'zod';
import type { Config } from '../../config';
import { detectDates } from '../../date-detection/detect-dates';
import type { AiEngine } from '../ai-engine';
import { completePrompt, describeMemoryPrompt, detectDatesPrompt, personPrompt, type TaskPrompt } from '../prompts';
import { LlmError } from './llm-error';
import { dateFindingsSchema, mergeDateFindings } from './merge-dates';
import { loadLanguageModel, resolveModelId, type LlmProvider, type ProviderModel } from './provider-model';
import { structuredOutput } from './structured-output';

type AiConfig = Config['ai'];
type Sdk = typeof import('ai');

export interface LlmEngineOptions {
  /** Told when the model fails a task the engine answers anyway (detectDates falls back to the detector). */
  logger?: { warn(details: object, message: string): void };
}

interface Client {
  sdk: Sdk;
  model: ProviderModel;
  /** The model with any Markdown code fence around a JSON answer removed, as small local models add. */
  jsonModel: ProviderModel;
}

/** Which brain answers and with which model, for GET /api/gemini; never the key. */
export function describeAiProvider(ai: AiConfig): AiStatus {
  return { engine: ai.provider === 'builtin' ? 'builtin' : 'llm', provider: ai.provider, model: resolveModelId(ai) };
}

function isLlmConfig(ai: AiConfig): ai is AiConfig & { provider: LlmProvider } {
  return ai.provider !== 'builtin';
}

function failureOf(error: unknown, signal: AbortSignal, sdk: Sdk | undefined): LlmError {
  if (error instanceof LlmError) return error;
  if (signal.aborted) return new LlmError('timeout', { cause: error });
  const invalid = sdk && (sdk.NoObjectGeneratedError.isInstance(error) || sdk.NoOutputGeneratedError.isInstance(error));
  return new LlmError(invalid ? 'invalid-answer' : 'unavailable', { cause: error });
}

// Models like to put the line they were asked to write in quotation marks; the dialog shows it bare.
function unquote(text: string): string {
  const quoted = /^["“]([^"“”]+)["”]$/.exec(text);
  return quoted ? quoted[1]!.trim() : text;
}

/** The model's gift ideas as the markdown the dialog shows: an introduction, a numbered list, a note. */
export function giftIdeasMarkdown({ intro, ideas, note }: GiftIdeasAnswer): string {
  const closed = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  const list = ideas.map((idea, index) => `${index + 1}. **${idea.name}**: ${closed(idea.why)}`);
  return [intro, '', ...list, ...(note ? ['', `_${note}_`] : [])].join('\n');
}

/**
 * The `llm` engine: each task is one call to the configured model, bounded by AI_TIMEOUT_MS and never
 * retried here (the job queue retries memory processing; the services fall back to the builtin engine).
 */
export function createLlmEngine(ai: AiConfig, options: LlmEngineOptions = {}): AiEngine {
  if (!isLlmConfig(ai)) throw new Error('The llm engine needs AI_PROVIDER to name a model provider');
  let loading: Promise<Client> | null = null;

  const load = (): Promise<Client> => {
    loading ??= (async () => {
      const [sdk, model] = await Promise.all([import('ai'), loadLanguageModel(ai)]);
      return { sdk, model, jsonModel: sdk.wrapLanguageModel({ model, middleware: sdk.extractJsonMiddleware() }) };
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  async function call<T>(ask: (client: Client, abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abortSignal = AbortSignal.timeout(ai.timeoutMs);
    let client: Client | undefined;
    try {
      client = await load();
      return await ask(client, abortSignal);
    } catch (error) {
      throw failureOf(error, abortSignal, client?.sdk);
    }
  }

  const text = (prompt: TaskPrompt) =>
    call(async ({ sdk, model }, abortSignal) => {
      const result = await sdk.generateText({ model, system: prompt.system, prompt: prompt.prompt, maxRetries: 0, abortSignal });
      const answer = result.text.trim();
      if (answer === '') throw new LlmError('invalid-answer', { cause: new Error(`empty answer (finish reason ${result.finishReason})`) });
      return answer;
    });

  const structured = <T>(prompt: TaskPrompt, name: string, schema: z.ZodType<T>) =>
    call(async ({ sdk, jsonModel }, abortSignal) => {
      const output = structuredOutput(sdk, name, schema);
      const result = await sdk.generateText({ model: jsonModel, system: prompt.system, prompt: prompt.prompt, output, maxRetries: 0, abortSignal });
      return result.output;
    });

  return {
    name: 'llm',
    describeMemory: (input) => structured(describeMemoryPrompt(input), 'memory_description', memoryDescriptionSchema),
    detectDates: async ({ text: memoryText, now = new Date(), timeZone }) => {
      const found = detectDates(memoryText, { now, timeZone });
      try {
        const findings = await structured(detectDatesPrompt(memoryText, todayIn(timeZone, now)), 'date_suggestions', dateFindingsSchema);
        return mergeDateFindings(found, findings);
      } catch (error) {
        options.logger?.warn({ err: error }, 'the model failed to find dates; the detector answered alone');
        return found;
      }
    },
    summarisePerson: (person) => structured(personPrompt('summarisePerson', person), 'person_summary', summaryAttributesSchema),
    iceBreaker: async (person, { ask = 0 } = {}) =>
      unquote((await structured(personPrompt('iceBreaker', person, ask), 'ice_breaker', iceBreakerAnswerSchema)).iceBreaker),
    giftIdeas: async (person, { ask = 0 } = {}) => giftIdeasMarkdown(await structured(personPrompt('giftIdeas', person, ask), 'gift_ideas', giftIdeasAnswerSchema)),
    coachingPlan: (person) => structured(personPrompt('coachingPlan', person), 'coaching_plan', coachingPlanContentSchema),
    complete: (prompt) => text(completePrompt(prompt)),
  };
}
