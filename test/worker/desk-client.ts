/** A staff member on the desk: requests to the Worker under test, signed in through the local Access
 * stand-in, as page loads or form posts (a FormData body is sent as multipart). */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inject } from "vitest";
import worker from "../../worker/index";
import { decode, ORIGIN } from "./helpers";
import { emailRecorder } from "./lead-helpers";

export async function staffToken(email: string): Promise<string> {
  const answer = await fetch(`${inject("standIns").access}/token`, { method: "POST", body: JSON.stringify({ email }) });
  return ((await answer.json()) as { token: string }).token;
}

/** The settings `npm start` uses, with email captured instead of sent. */
export const deskEnv = () => ({ ...env, ...inject("standIns").vars, EMAIL: emailRecorder().binding, ACK_EMAIL: emailRecorder().binding }) as Env;

export function deskClient(email: string, envOf: () => Env = deskEnv) {
  let token: Promise<string> | undefined;
  /** A `Streamed` body goes without Content-Length, as a client that sends it chunked. */
  return async function desk(path: string, body?: Record<string, string> | FormData | Streamed, origin = ORIGIN) {
    token ??= staffToken(email);
    const headers = new Headers({ "Cf-Access-Jwt-Assertion": await token, Accept: "text/html", "Sec-Fetch-Site": "same-origin" });
    if (body) headers.set("Origin", origin);
    if (body instanceof Streamed) headers.set("Content-Type", body.type);
    else if (body && !(body instanceof FormData)) headers.set("Content-Type", "application/x-www-form-urlencoded");
    const payload = body instanceof FormData ? body : body instanceof Streamed ? body.stream : body ? new URLSearchParams(body).toString() : undefined;
    const request = new Request(`${ORIGIN}${path}`, { method: body ? "POST" : "GET", headers, body: payload, redirect: "manual" });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], envOf(), ctx);
    // React's text separators removed, its entities decoded: the page as it reads.
    const text = decode((await response.text()).replaceAll("<!-- -->", ""))!;
    await waitOnExecutionContext(ctx);
    return { response, text };
  };
}

/** A form's multipart body as a stream of unknown length, pulled 64 KB at a time; `pulled` counts what the
 * Worker read of it. */
export class Streamed {
  pulled = 0;
  readonly stream: ReadableStream<Uint8Array>;

  private constructor(
    readonly bytes: Uint8Array,
    readonly type: string,
  ) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        pull: (controller) => {
          if (this.pulled >= bytes.length) return controller.close();
          const chunk = bytes.slice(this.pulled, this.pulled + 65_536);
          this.pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
  }

  static async of(form: FormData): Promise<Streamed> {
    const encoded = new Response(form);
    return new Streamed(new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get("Content-Type")!);
  }
}
