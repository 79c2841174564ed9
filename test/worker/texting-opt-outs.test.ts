import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { textingWords } from "~/content/texting";
import { db } from "~/db/client.server";
import { FinalSendError } from "~/deliveries/channel.server";
import { answerKeyword } from "~/texting/keywords.server";
import { mayText, optedOut } from "~/deliveries/store.server";
import { sendText, type SmsConfig } from "~/deliveries/twilio.server";
import { mentionsKeyword, textKeyword } from "~/texting/keywords";

let line = 2000;
const number = () => `+1425555${line++}`;
const config: SmsConfig = { accountSid: "AC1", authToken: "t", from: "+12535550100", numbers: [], apiBase: "https://twilio.invalid" };

afterEach(() => vi.unstubAllGlobals());

describe("keywords: the whole message, case, accents and punctuation ignored", () => {
  it("knows STOP words in English and Spanish, START and HELP", () => {
    for (const body of ["STOP", "stop", " Stop. ", "StopAll", "unsubscribe", "Cancel", "end", "QUIT", "revoke", "opt-out", "OPTOUT"])
      expect(textKeyword(body)?.kind, body).toBe("stop");
    for (const body of ["ALTO", "¡Alto!", "parar", "Cancelar", "basta", "No más", "NO MAS", "no  mas"])
      expect(textKeyword(body), body).toMatchObject({ kind: "stop", lang: "es" });
    for (const body of ["START", "unstop", "Start!"]) expect(textKeyword(body)?.kind, body).toBe("start");
    for (const body of ["HELP", "help?", "Ayuda"]) expect(textKeyword(body)?.kind, body).toBe("help");
  });

  it("a longer message is no keyword, but one mentioning STOP is flagged to staff", () => {
    for (const body of ["Please stop calling me", "I can't stop thinking about the crash", "stop it", "helpful"]) expect(textKeyword(body), body).toBeNull();
    expect(mentionsKeyword("Please stop calling me")).toBe(true);
    expect(mentionsKeyword("STOP")).toBe(false);
    expect(mentionsKeyword("When will you call?")).toBe(false);
  });
});

describe("opting out and back in", () => {
  it("STOP in English opts the number out, answered by Twilio (empty reply); START restores it", async () => {
    const from = number();
    expect(await mayText(db(env), from)).toBe(true);
    expect(await answerKeyword(db(env), from, "Stop", new Date())).toEqual({ keyword: "stop", reply: null });
    expect(await mayText(db(env), from)).toBe(false);
    expect(await optedOut(db(env), from)).toMatchObject({ keyword: "STOP" });
    expect(await answerKeyword(db(env), from, "START", new Date())).toEqual({ keyword: "start", reply: null });
    expect(await mayText(db(env), from)).toBe(true);
  });

  it("Spanish STOP words opt out and are answered by us, in Spanish", async () => {
    const from = number();
    expect(await answerKeyword(db(env), from, "¡No más!", new Date())).toEqual({ keyword: "stop", reply: textingWords.es.stopped });
    expect(await optedOut(db(env), from)).toMatchObject({ keyword: "NO MAS" });
    expect(await answerKeyword(db(env), from, "unstop", new Date())).toMatchObject({ keyword: "start" });
    expect(await mayText(db(env), from)).toBe(true);
  });

  it("AYUDA is answered with the firm's name, phone and how to stop; English HELP is Twilio's to answer; nothing recorded", async () => {
    const from = number();
    expect(await answerKeyword(db(env), from, "help", new Date())).toEqual({ keyword: "help", reply: null });
    expect(textingWords.es.help).toContain("(253) 555-0142");
    expect(textingWords.es.help).toContain("STOP");
    expect((await answerKeyword(db(env), from, "Ayuda", new Date()))?.reply).toBe(textingWords.es.help);
    expect(await mayText(db(env), from)).toBe(true);
    expect(await answerKeyword(db(env), from, "Hello, I was hurt", new Date())).toBeNull();
  });

  it("a text to an opted-out number is refused before Twilio is asked, and not retried", async () => {
    const to = number();
    await answerKeyword(db(env), to, "ALTO", new Date());
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(sendText(config, to, "Hi", AbortSignal.timeout(1000), db(env))).rejects.toBeInstanceOf(FinalSendError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Twilio's error 21610 opts the number out, final; other errors stay retryable", async () => {
    const to = number();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: 21610, message: "Attempt to send to unsubscribed recipient", status: 400 }, { status: 400 })),
    );
    await expect(sendText(config, to, "Hi", AbortSignal.timeout(1000), db(env))).rejects.toBeInstanceOf(FinalSendError);
    expect(await optedOut(db(env), to)).toMatchObject({ keyword: "21610" });

    const other = number();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: 20500, message: "Internal", status: 500 }, { status: 500 })),
    );
    const error = await sendText(config, other, "Hi", AbortSignal.timeout(1000), db(env)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FinalSendError);
    expect(await mayText(db(env), other)).toBe(true);
  });
});
