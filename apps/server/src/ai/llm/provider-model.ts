import type { Config } from '../../config';

type AiConfig = Config['ai'];
/** A provider's chat model, as the SDK's calls and middleware take it. */
export type ProviderModel = Parameters<typeof import('ai')['wrapLanguageModel']>[0]['model'];
export type LlmProvider = Exclude<AiConfig['provider'], 'builtin'>;

/** Fast, inexpensive models with structured output, used when AI_MODEL is unset. */
export const DEFAULT_MODELS: Record<Exclude<LlmProvider, 'openai-compatible'>, string> = {
  openai: 'gpt-4.1-mini',
  google: 'gemini-2.5-flash',
  anthropic: 'claude-haiku-4-5',
};

/** The model the configuration names, or the provider's default; null for the builtin engine. */
export function resolveModelId(ai: AiConfig & { provider: LlmProvider }): string;
export function resolveModelId(ai: AiConfig): string | null;
export function resolveModelId(ai: AiConfig): string | null {
  if (ai.provider === 'builtin') return null;
  if (ai.model) return ai.model;
  // Config refuses openai-compatible without AI_MODEL: there is no default for someone's own server.
  if (ai.provider === 'openai-compatible') throw new Error('AI_MODEL is required for AI_PROVIDER=openai-compatible');
  return DEFAULT_MODELS[ai.provider];
}

/**
 * The configured model. Each provider package is imported only here, on the first model call, so a
 * server that never calls a model (or uses another provider) never loads it.
 */
export async function loadLanguageModel(ai: AiConfig & { provider: LlmProvider }): Promise<ProviderModel> {
  const modelId = resolveModelId(ai);
  const apiKey = ai.apiKey ?? undefined;
  // AI_BASE_URL may also point a hosted provider at a proxy or gateway that speaks its API.
  const baseURL = ai.baseUrl ?? undefined;
  switch (ai.provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ apiKey, baseURL })(modelId);
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey, baseURL })(modelId);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
      // Ollama, LM Studio and vLLM all accept a JSON schema as response_format.
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: ai.baseUrl, apiKey, supportsStructuredOutputs: true }).chatModel(modelId);
    }
  }
}
