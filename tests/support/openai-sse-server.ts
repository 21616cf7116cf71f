import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions streams a chat completion in
 * the real server-sent-events format (`data: {"choices":[{"delta":{"content":"…"}}]}` lines, then
 * `data: [DONE]`), as OpenAI, Ollama, LM Studio, llama.cpp and vLLM do. Each response follows the
 * current `Behaviour`, which tests change between requests.
 */
export interface Behaviour {
  /** Deltas to stream. */
  chunks: string[];
  /** Deltas written from the request instead (a model that reads the sources it was sent). */
  reply?: (body: unknown) => string[];
  /** Pause before each chunk (a slow model). */
  delayMs: number;
  /** Answer with this status and body instead of a stream. */
  status?: number;
  body?: string;
  /** Send a line that is not JSON after this many chunks (0: before the first word), then go on. */
  garbageAfter?: number;
  /** Close the connection after this many chunks, with no finish_reason and no [DONE]. */
  dropAfter?: number;
  /** End the response cleanly after this many chunks, with no finish_reason and no [DONE] (a proxy cutting it). */
  endAfter?: number;
  /** Send nothing more after this many chunks, keeping the connection open until the client closes it. */
  stallAfter?: number;
  /** Never answer: no status line, no headers, the connection left open. */
  holdHeaders?: boolean;
  /** Reply 403 with an empty body to requests with an Origin header that is not allowed, like Ollama. */
  allowedOrigins?: string[];
  /** Ignore `stream: true` and reply with one JSON completion. */
  ignoreStream?: boolean;
  /** Send an OpenAI-style error object inside the stream after the first chunk. */
  errorInStream?: string;
  /** What GET /v1/models lists (default: test-model). */
  models?: string[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface OpenAiSseServer {
  /** Base URL including /v1, e.g. http://127.0.0.1:5173/v1 */
  baseUrl: string;
  origin: string;
  requests: RecordedRequest[];
  behaviour: Behaviour;
  /** Connections closed by the client before the stream ended (Stop). */
  clientAborts: number;
  set(change: Partial<Behaviour>): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT: Behaviour = { chunks: ['Hello', ' from', ' the test server.'], delayMs: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunkLine(delta: Record<string, unknown>, finish: string | null, model: string): string {
  const payload = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const part of req) text += String(part);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startOpenAiSseServer(initial: Partial<Behaviour> = {}): Promise<OpenAiSseServer> {
  const server: OpenAiSseServer = {
    baseUrl: '',
    origin: '',
    requests: [],
    behaviour: { ...DEFAULT, ...initial },
    clientAborts: 0,
    set(change) {
      server.behaviour = { ...server.behaviour, ...change };
    },
    reset() {
      server.behaviour = { ...DEFAULT };
      server.requests = [];
      server.clientAborts = 0;
    },
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, content-type' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST, GET, OPTIONS' }).end();
      return;
    }
    const body = await readJson(req);
    server.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const b = server.behaviour;
    const origin = req.headers.origin;
    if (b.allowedOrigins && origin && !b.allowedOrigins.includes(origin)) {
      res.writeHead(403).end(); // Ollama's CORS middleware: 403, empty body
      return;
    }
    if (req.method === 'GET' && req.url?.replace(/\?.*$/u, '') === '/v1/models') {
      // The model list every OpenAI-compatible server serves (options page: "Test connection").
      const list = { object: 'list', data: (b.models ?? ['test-model']).map((id) => ({ id, object: 'model', owned_by: 'test' })) };
      res.writeHead(b.status ?? 200, { ...cors, 'Content-Type': 'application/json' }).end(b.status ? (b.body ?? '') : JSON.stringify(list));
      return;
    }
    if (req.method !== 'POST' || req.url?.replace(/\?.*$/u, '') !== '/v1/chat/completions') {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('404 page not found');
      return;
    }
    if (b.status !== undefined) {
      res.writeHead(b.status, { ...cors, 'Content-Type': 'application/json' }).end(b.body ?? '');
      return;
    }
    const model = typeof body === 'object' && body && 'model' in body ? String(body.model) : 'test-model';
    const watchClose = () =>
      res.on('close', () => {
        if (!res.writableEnded) server.clientAborts += 1;
      });
    if (b.holdHeaders) {
      watchClose();
      return;
    }
    if (b.ignoreStream) {
      const completion = {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: (b.reply ? b.reply(body) : b.chunks).join('') }, finish_reason: 'stop' }],
      };
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(completion));
      return;
    }
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        server.clientAborts += 1;
      }
    });
    res.write(chunkLine({ role: 'assistant', content: '' }, null, model));
    const chunks = b.reply ? b.reply(body) : b.chunks;
    for (const [i, content] of chunks.entries()) {
      if (b.garbageAfter === i) res.write('data: {"choices":[{"delta":{"content":\n\n');
      if (b.delayMs) await sleep(b.delayMs);
      if (closed) return;
      if (b.dropAfter !== undefined && i >= b.dropAfter) {
        await sleep(30); // let what was written reach the client first
        res.destroy();
        return;
      }
      if (b.endAfter !== undefined && i >= b.endAfter) {
        res.end();
        return;
      }
      if (b.stallAfter !== undefined && i >= b.stallAfter) return; // the 'close' handler counts the client giving up
      res.write(chunkLine({ content }, null, model));
      if (i === 0 && b.errorInStream) res.write(`data: ${JSON.stringify({ error: { message: b.errorInStream } })}\n\n`);
    }
    if (b.dropAfter !== undefined) {
      await sleep(30);
      res.destroy();
      return;
    }
    res.write(chunkLine({}, 'stop', model));
    res.end('data: [DONE]\n\n');
  }

  const http = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  server.origin = `http://127.0.0.1:${port}`;
  server.baseUrl = `${server.origin}/v1`;
  return server;
}
