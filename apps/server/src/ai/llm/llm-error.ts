/** Why a model call gave no usable answer. */
export type LlmFailure = 'timeout' | 'invalid-answer' | 'unavailable';

const MESSAGES: Record<LlmFailure, string> = {
  timeout: 'The AI model did not answer in time',
  'invalid-answer': 'The AI model gave an answer Kindred could not use',
  unavailable: 'The AI model could not be reached',
};

/**
 * Thrown by every llm engine task that fails. The message is safe to show a user; what the
 * provider said (status, body, the rejected answer) stays in `cause`, for the log.
 */
export class LlmError extends Error {
  constructor(
    readonly failure: LlmFailure,
    options: { cause: unknown },
  ) {
    super(MESSAGES[failure], options);
    this.name = 'LlmError';
  }
}
