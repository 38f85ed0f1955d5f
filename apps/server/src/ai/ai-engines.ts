import type { AiStatus } from '@kindred/core/ai';
import type { Config } from '../config';
import type { AiEngine } from './ai-engine';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { createThreadedBuiltinEngine } from './builtin/threaded-engine';
import { createLlmEngine, describeAiProvider, type LlmEngineOptions } from './llm/llm-engine';

/** The engines of this server: the builtin one always, the configured model when there is one. */
export interface AiEngines {
  builtin: AiEngine;
  /** Null with AI_PROVIDER=builtin. */
  model: AiEngine | null;
  /** What GET /api/gemini reports. */
  status: AiStatus;
  /** The engine allowed to see one person's text: a private person never reaches a provider. */
  forPerson(person: { privateFromAi: boolean }): AiEngine;
}

/**
 * `builtinThread: false` runs the builtin engine on the caller's thread: for the in-process test
 * apps, where a thread per test file would compile the engine again from source; the engine on its
 * thread has tests of its own (threaded-engine.test.ts), and every built server uses it.
 */
export function createAiEngines(ai: Config['ai'], { logger, builtinThread = true }: LlmEngineOptions & { builtinThread?: boolean } = {}): AiEngines {
  const builtin = builtinThread ? createThreadedBuiltinEngine() : createBuiltinEngine();
  const model = ai.provider === 'builtin' ? null : createLlmEngine(ai, { logger });
  return {
    builtin,
    model,
    status: describeAiProvider(ai),
    forPerson: ({ privateFromAi }) => (privateFromAi || !model ? builtin : model),
  };
}

/**
 * Runs `task` on the person's engine; when a model fails, the builtin engine answers instead, so the
 * user always gets a result (ice breakers, gift ideas, coaching plans).
 */
export async function withBuiltinFallback<T>(
  engines: AiEngines,
  person: { privateFromAi: boolean },
  task: (engine: AiEngine) => Promise<T>,
  onFallback: (error: unknown) => void,
): Promise<{ value: T; engine: AiEngine['name'] }> {
  const engine = engines.forPerson(person);
  try {
    return { value: await task(engine), engine: engine.name };
  } catch (error) {
    if (engine === engines.builtin) throw error;
    onFallback(error);
    return { value: await task(engines.builtin), engine: 'builtin' };
  }
}
