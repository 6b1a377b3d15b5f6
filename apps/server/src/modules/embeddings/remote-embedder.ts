import type { Embedder } from './embedder.js';
import { textBatches } from './text-batches.js';
import { toUnitVector } from './unit-vector.js';

export const REMOTE_EMBEDDINGS_TIMEOUT_MS = 15_000;
/** Texts per request; services cap the inputs of one request (OpenAI at 2,048, Ollama lower). */
const TEXTS_PER_REQUEST = 64;

export interface RemoteEmbeddingsConfig {
  /** Up to the version, as for the LLM: `http://localhost:11434/v1`, `https://…openai.com/v1`. */
  baseUrl: string;
  /** Empty: no Authorization header (a local Ollama or vLLM). */
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

interface EmbeddingsAnswer {
  data?: { index?: unknown; embedding?: unknown }[];
}

/**
 * An OpenAI-compatible embeddings service (`POST {baseUrl}/embeddings` with `{model, input}`:
 * OpenAI, Ollama, vLLM, LocalAI…). Its failures reject with a sentence saying what went wrong,
 * which the embed job keeps as the job's last error.
 */
export function createRemoteEmbedder(config: RemoteEmbeddingsConfig): Embedder {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const timeoutMs = config.timeoutMs ?? REMOTE_EMBEDDINGS_TIMEOUT_MS;
  const service = `The embeddings service at ${new URL(url).host}`;

  const request = async (texts: string[]): Promise<Float32Array[]> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        // Services refuse an empty input; a space stands for an empty text.
        body: JSON.stringify({
          model: config.model,
          input: texts.map((text) => (text.trim() === '' ? ' ' : text)),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`${service} did not answer within ${timeoutMs / 1000} s`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new Error(`${service} could not be reached: ${describe(cause)}`);
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`${service} answered HTTP ${response.status}${detailOf(body)}`);
    }
    let answer: EmbeddingsAnswer;
    try {
      answer = JSON.parse(body) as EmbeddingsAnswer;
    } catch {
      throw new Error(`${service} answered something other than JSON`);
    }
    return vectorsOf(answer, texts.length, service);
  };

  return {
    model: `remote:${config.model}`,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (const batch of textBatches(texts, { maxTexts: TEXTS_PER_REQUEST })) {
        vectors.push(...(await request(batch)));
      }
      return vectors;
    },
  };
}

/** `data[].embedding` in the order of `data[].index`, checked and scaled to unit length. */
function vectorsOf(answer: EmbeddingsAnswer, expected: number, service: string): Float32Array[] {
  const data = Array.isArray(answer?.data) ? answer.data : null;
  if (!data) throw new Error(`${service} answered without a "data" list`);
  if (data.length !== expected) {
    throw new Error(`${service} answered ${data.length} embeddings for ${expected} texts`);
  }
  const ordered = data
    .map((item, position) => ({
      item,
      index: typeof item?.index === 'number' ? item.index : position,
    }))
    .sort((a, b) => a.index - b.index);
  const width = Array.isArray(ordered[0]?.item.embedding) ? ordered[0].item.embedding.length : 0;
  return ordered.map(({ item }, position) => {
    const values = item?.embedding;
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length !== width ||
      !values.every((value) => typeof value === 'number')
    ) {
      throw new Error(
        `${service} answered an embedding that is not a list of ${width || 'some'} numbers (text ${position + 1})`,
      );
    }
    return toUnitVector(values as number[]);
  });
}

/** The service's own error message, short (OpenAI: `{error: {message}}`; Ollama: `{error}`). */
function detailOf(body: string): string {
  let detail = body;
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    const candidate =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof candidate === 'string') detail = candidate;
  } catch {
    // Not JSON: the text itself, unless it is a proxy's HTML error page.
    if (/^\s*</.test(body)) return '';
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  return detail ? `: ${detail.length > 200 ? `${detail.slice(0, 200)}…` : detail}` : '';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code} ${error.message}`
      : error.message;
  }
  return String(error);
}
