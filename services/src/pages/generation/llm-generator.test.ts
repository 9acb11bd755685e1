import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { llmGenerator, proseOf } from "./llm-generator";
import { generatorInput, loadFixtures, successiveTopics } from "./test-fixtures";

const API_KEY = "sk-test-SECRET-1234567890";
const MODEL = "fake-gpt-mini";
const PAGE = "## A heading\n\nSome **Markdown** body for the page.";

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  body: { model?: string; temperature?: number; messages?: { role: string; content: string }[] };
}

/** A fake OpenAI-compatible server on loopback; each test says how it answers. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;
const completion = (content: unknown) =>
  JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(raw || "{}"),
      });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

async function input() {
  const fixtures = await loadFixtures();
  const [topic] = successiveTopics(fixtures.matrix, 1);
  if (!topic) throw new Error("no topic");
  return generatorInput(topic, fixtures);
}

const signal = () => new AbortController().signal;
const reply = (status: number, body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body);
};

describe("llmGenerator (step 4, optional)", () => {
  it("when asked for a page, then it posts the model, the Bearer key and the messages, and returns the content", async () => {
    answer = reply(200, completion(PAGE));
    const page = await input();
    const result = await llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL }).generate(page, signal());
    expect(result.modelVersion).toBe(MODEL);
    // The model writes the prose; the routine, warning signs and sources are the site's own, after it.
    expect(result.markdown.startsWith(PAGE)).toBe(true);
    expect(result.markdown).toContain("## The routine: ");
    expect(result.markdown).toContain("## When to see a professional");
    expect(result.markdown).toContain("## Sources");
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);
    expect(typeof request?.body.temperature).toBe("number");
    expect(request?.body.messages?.map((message) => message.role)).toEqual(["system", "user"]);
    const user = request?.body.messages?.[1]?.content ?? "";
    expect(user).toContain(page.keywords.primary);
    const firstFact = page.topic.painPoint.knowledge?.causes[0]?.text ?? "";
    expect(user.includes(firstFact) || user.includes(page.topic.painPoint.knowledge?.feelsLike[0]?.text ?? "")).toBe(
      true,
    );
    expect(request?.body.messages?.[0]?.content).toContain("do not write them");
  });

  it("when the base URL ends with a slash and the model wraps the page in fences, then both are handled", async () => {
    answer = reply(200, completion(`\`\`\`markdown\n${PAGE}\n\`\`\``));
    const result = await llmGenerator({ baseUrl: `${baseUrl}/`, apiKey: API_KEY, model: MODEL }).generate(
      await input(),
      signal(),
    );
    expect(result.markdown.startsWith(PAGE)).toBe(true);
    expect(result.markdown).not.toContain("```");
    expect(received[0]?.url).toBe("/v1/chat/completions");
  });

  it("when the server answers 500, then the error gives the status and a body excerpt but never the key", async () => {
    answer = reply(
      500,
      JSON.stringify({ error: { message: `upstream exploded for key ${API_KEY}` }, padding: "x".repeat(2000) }),
    );
    const error = await llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL })
      .generate(await input(), signal())
      .then(
        () => new Error("expected a failure"),
        (e: unknown) => e as Error,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/HTTP 500/);
    expect(error.message).toContain("upstream exploded");
    expect(error.message).not.toContain(API_KEY);
    expect(error.message.length).toBeLessThan(400);
  });

  it("when the answer's content is empty, blank or missing, then it fails with a clear error without the key", async () => {
    for (const body of [completion(""), completion("   \n"), completion(null), JSON.stringify({ choices: [] })]) {
      answer = reply(200, body);
      const error = await llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL })
        .generate(await input(), signal())
        .then(
          () => new Error("expected a failure"),
          (e: unknown) => e as Error,
        );
      expect(error.message).toMatch(/empty content|no choices/);
      expect(error.message).not.toContain(API_KEY);
    }
  });

  it("when the answer is not JSON, then it says so", async () => {
    answer = reply(200, "<html>gateway</html>");
    await expect(
      llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL }).generate(await input(), signal()),
    ).rejects.toThrow(/invalid JSON/);
  });

  it("when the caller aborts while the server is thinking, then it rejects promptly as aborted", async () => {
    const controller = new AbortController();
    // The server holds the request and never answers; the run stops once the request is with it. Only the abort
    // can end the call before the client's timeout, which is longer than the test's.
    answer = () => controller.abort(new Error("run stopped"));
    await expect(
      llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL }).generate(await input(), controller.signal),
    ).rejects.toThrow("LLM request aborted");
  });

  it("when the signal is already aborted, then no request is sent", async () => {
    answer = reply(200, completion(PAGE));
    const controller = new AbortController();
    controller.abort();
    // Its own model name: a request of the test before (aborted mid-send) may still reach the fake server now.
    const model = "model-of-an-aborted-call";
    await expect(
      llmGenerator({ baseUrl, apiKey: API_KEY, model }).generate(await input(), controller.signal),
    ).rejects.toThrow("aborted");
    // A call made after it reaches the server, and is answered, after anything the aborted call could have sent.
    await llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL }).generate(await input(), signal());
    expect(received.filter((request) => request.body.model === model)).toHaveLength(0);
  });

  it("when the server takes longer than the timeout, then it rejects as timed out", async () => {
    answer = () => {};
    await expect(
      llmGenerator({ baseUrl, apiKey: API_KEY, model: MODEL, timeoutMs: 150 }).generate(await input(), signal()),
    ).rejects.toThrow(/timed out/);
  });

  it("when nothing listens at the address, then the error is clear and holds no key", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await llmGenerator({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: API_KEY, model: MODEL })
      .generate(await input(), signal())
      .then(
        () => new Error("expected a failure"),
        (e: unknown) => e as Error,
      );
    expect(error.message).toMatch(/^LLM request failed: /);
    expect(error.message).not.toContain(API_KEY);
  });
});

describe("proseOf", () => {
  it("when the model writes a routine or sources of its own, then they are dropped: the site's are added", () => {
    const prose = proseOf(
      "Opening words.\n\n## Why it builds up\n\nText.\n\n## The routine\n\n1. Made up.\n\n## Sources\n\n- x\n\n## What helps\n\nMore.",
    );
    expect(prose.opening).toBe("Opening words.");
    expect(prose.before).toEqual(["## Why it builds up\n\nText."]);
    expect(prose.after).toEqual(["## What helps\n\nMore."]);
  });
});
