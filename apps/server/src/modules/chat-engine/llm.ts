export interface LlmMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LlmClient {
  complete(messages: LlmMessage[]): Promise<string>;
}

export const LLM_TIMEOUT_MS = 20_000;

/** An OpenAI-compatible chat-completions client (`POST {baseUrl}/chat/completions`). */
export function createLlmClient(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}): LlmClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 300 }),
        signal: AbortSignal.timeout(config.timeoutMs ?? LLM_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
      const body = (await response.json()) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('LLM answered no text');
      return content.trim();
    },
  };
}

export interface PromptVoice {
  tone: string | null;
  personalityTraits: readonly string[];
}

/** The grounded prompt: the model may use only the passages given, in the bot's voice. */
export function groundedPrompt(
  question: string,
  passages: string[],
  voice: PromptVoice = { tone: null, personalityTraits: [] },
): LlmMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are the assistant of a business. Answer the customer ONLY from the passages below, in ' +
        '1 to 3 short sentences of plain text. If the passages do not contain the answer, say that ' +
        'you do not know. Never invent prices, times or policies.' +
        voiceInstruction(voice) +
        '\n\n' +
        passages.map((passage, index) => `Passage ${index + 1}:\n${passage}`).join('\n\n'),
    },
    { role: 'user', content: question },
  ];
}

function voiceInstruction({ tone, personalityTraits }: PromptVoice): string {
  const parts = [];
  if (tone) parts.push(`Use a ${tone.toLowerCase()} tone.`);
  if (personalityTraits.length > 0) {
    parts.push(`Be ${personalityTraits.map((trait) => trait.toLowerCase()).join(', ')}.`);
  }
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}
