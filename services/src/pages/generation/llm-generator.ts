import { z } from "zod";
import type { ContentGenerator } from "./content-generator";
import { assemblePage, type PageProse } from "./knowledge-page/compose-page";
import { buildMessages } from "./llm-prompt";

export const LLM_TIMEOUT_MS = 60_000;
const EXCERPT_LENGTH = 200;

export interface LlmGeneratorOptions {
  /** The OpenAI-compatible API root, such as "https://api.openai.com/v1" (LLM_BASE_URL). */
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** 60 s unless told otherwise (tests use less). */
  timeoutMs?: number;
  temperature?: number;
}

export class LlmError extends Error {
  override name = "LlmError";
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }).nullish() })).min(1),
});

/**
 * The optional generator: one POST to {baseUrl}/chat/completions, the answer's
 * first choice as the Markdown body. Errors say what went wrong (status, a
 * short excerpt of the body) and never carry the API key.
 */
export function llmGenerator(options: LlmGeneratorOptions): ContentGenerator {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const redact = (text: string) => (options.apiKey ? text.split(options.apiKey).join("[redacted]") : text);

  return {
    async generate(input, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = AbortSignal.any([signal, timeout]);
      const failure = (error: unknown) => {
        if (signal.aborted) return new LlmError("LLM request aborted", undefined, { cause: signal.reason });
        if (timeout.aborted) return new LlmError(`LLM request timed out after ${Math.round(timeoutMs / 1000)} s`);
        if (error instanceof LlmError) return error;
        const reason = error instanceof Error ? `${error.message}${causeOf(error)}` : String(error);
        return new LlmError(redact(`LLM request failed: ${reason}`));
      };
      if (signal.aborted) throw failure(signal.reason);

      try {
        const response = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            messages: buildMessages(input),
            temperature: options.temperature ?? 0.8,
          }),
          signal: combined,
        });
        const body = await response.text();
        if (!response.ok) {
          const excerpt = redact(body.replace(/\s+/g, " ").trim()).slice(0, EXCERPT_LENGTH);
          const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
          throw new LlmError(`LLM request failed: HTTP ${status}${excerpt ? `: ${excerpt}` : ""}`, response.status);
        }
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw new LlmError(`LLM answered with invalid JSON: ${redact(body).slice(0, EXCERPT_LENGTH)}`);
        }
        const parsed = CompletionSchema.safeParse(json);
        if (!parsed.success) throw new LlmError("LLM answer has no choices[0].message.content");
        const markdown = stripFences(parsed.data.choices[0]?.message?.content ?? "");
        if (!markdown) throw new LlmError(`LLM answered with empty content (model ${options.model})`);
        return { markdown: assemblePage(input.topic, input.exercises, proseOf(markdown)), modelVersion: options.model };
      } catch (error) {
        throw failure(error);
      }
    },
  };
}

/** Models sometimes wrap the page in ```markdown fences despite being told not to. */
function stripFences(content: string): string {
  const trimmed = content.trim();
  const fenced = trimmed.match(/^```[a-z]*\n([\s\S]*?)\n```$/i);
  return (fenced?.[1] ?? trimmed).trim();
}

const causeOf = (error: Error) => (error.cause instanceof Error ? ` (${error.cause.message})` : "");

/** The model's prose as the page's opening and sections; sections it should not write (routine, sources) dropped. */
export function proseOf(markdown: string): PageProse {
  const [opening = "", ...sections] = markdown.split(/^(?=## )/m);
  const own = sections
    .map((section) => section.trim())
    .filter((section) => !/^## (the routine|when to see|sources|frequently asked)/i.test(section));
  return { opening: opening.trim(), before: own.slice(0, 1), after: own.slice(1) };
}
