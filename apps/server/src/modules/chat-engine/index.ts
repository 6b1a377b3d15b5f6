export {
  answerMessage,
  CONFIDENCE_THRESHOLD,
  DEFAULT_FALLBACK,
  type EngineAnswer,
  type EngineInput,
  type EngineSettings,
} from './answer-message.js';
export { createLlmClient, type LlmClient } from './llm.js';
export { questionKey } from './question-key.js';
