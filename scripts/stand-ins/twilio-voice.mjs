// The Twilio stand-in's voice side. Its REST part serves recordings as Twilio does, behind the account's
// credentials: GET …/Recordings/{RE}(.wav) a generated tone, GET ….json the recording's fields, DELETE ….json
// 204 (then 404, code 20404, for both), through the receiver so a DELETE is in /__received and /__control
// can make any of them fail. Any RE sid not yet deleted exists, so a test may name its own.
//
// `callTheFirm` is a caller: it posts the site's voice webhooks as Twilio would (form-encoded, signed over
// the full URL), walking the TwiML the site answers: <Gather> (the caller presses 2 for Spanish, a staff
// phone 1 to take the call), <Redirect>, <Dial> with each <Number url> (the whisper), <Record>,
// <Start>/<Stop><Recording>, <Reject>, <Hangup>; then the number's status callback ("Call status
// changes", /api/calls/status), then the recording and transcription callbacks. Time is counted, not
// waited: a caller who hangs up mid-verb gets no action request, only the status callback.
import { randomBytes } from "node:crypto";
import { firm } from "../../app/content/firm.ts";
import { signedPost } from "./twilio-signature.mjs";

export const OUTCOMES = {
  answered: "Answered (the first phone rung presses 1)",
  voicemail: "Missed, with a voicemail",
  "hang-up": "Hang-up after 4 s",
};
const TALK_SECONDS = 95;
const VOICEMAIL_SECONDS = 12;
const HANG_UP_AFTER = 4;
const RINGS_BEFORE_PICKUP = 6;
const VOICEMAIL_WORDS = "Hi, this is a test caller from the local stand-in. I was rear-ended on Highway 167 this morning. Please call me back.";

const newSid = (prefix) => `${prefix}${randomBytes(16).toString("hex")}`;

/** A tone as Twilio's recordings come: WAV, 8 kHz, 16-bit; 440 Hz (and 660 Hz on a second channel). */
export function wavTone(seconds, channels = 1) {
  const rate = 8000;
  const frames = Math.max(1, Math.round(seconds * rate));
  const data = frames * channels * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + data, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16); // the fmt chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * channels * 2, 28); // bytes per second
  wav.writeUInt16LE(channels * 2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < channels; c++) wav.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * (c ? 660 : 440) * i) / rate)), 44 + (i * channels + c) * 2);
  return wav;
}

/** XML's escapes undone, named or numeric, as Twilio reads TwiML. */
export const unescapeXml = (text) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|quot|apos|amp));/gi, (_, dec, hex, name) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" }[name.toLowerCase()],
  );

const TOKEN = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;

/** A TwiML document as a tree of { name, attrs, text, children } under its <Response>; throws on what is not one. */
export function readTwiml(xml) {
  const body = String(xml)
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const root = { name: "", attrs: {}, text: "", children: [] };
  const open = [root];
  let at = 0;
  for (const match of body.matchAll(TOKEN)) {
    if (match.index !== at) break;
    at = match.index + match[0].length;
    const [, closing, name, attrText, selfClosing, text] = match;
    const parent = open.at(-1);
    if (text !== undefined) parent.text += unescapeXml(text);
    else if (closing) {
      if (parent.name !== name || open.length === 1) throw new Error(`TwiML: </${name}> closes <${parent.name || "nothing"}>`);
      open.pop();
    } else {
      const attrs = Object.fromEntries([...attrText.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, k, d, s]) => [k, unescapeXml(d ?? s)]));
      const node = { name, attrs, text: "", children: [] };
      parent.children.push(node);
      if (!selfClosing) open.push(node);
    }
  }
  if (at !== body.length) throw new Error(`TwiML: not XML at character ${at}`);
  if (open.length !== 1) throw new Error(`TwiML: <${open.at(-1).name}> is not closed`);
  if (root.children.length !== 1 || root.children[0].name !== "Response" || root.text.trim()) throw new Error("TwiML: the document is not one <Response>");
  return root.children[0];
}

const rfc2822 = (date) => date.toUTCString().replace("GMT", "+0000");

/**
 * The voice side of one Twilio account. `workerUrl`: the site (no calls without it); `self`: the stand-in's
 * address (recording URLs); `send`: fetch, or a test's. `trackingNumbers`: the CALL_TRACKING_NUMBERS value.
 */
export function voiceLine({ workerUrl, accountSid, authToken, basic, self, trackingNumbers = "", send = fetch }) {
  const calls = [];
  /** Recordings made by calls here: sid → { callSid, seconds, channels, source, at }. */
  const made = new Map();
  const deleted = new Set();
  const recordingPath = new RegExp(`^/2010-04-01/Accounts/${accountSid}/Recordings/(RE[0-9a-f]{32})(\\.json|\\.wav|\\.mp3)?$`);
  const recordingUrl = (sid) => `${self}/2010-04-01/Accounts/${accountSid}/Recordings/${sid}`;

  /** The firm's numbers a caller may dial: the main line (content) and the stand-in's tracking numbers. */
  const numbers = [
    { key: "main", number: firm.phone.e164 },
    ...trackingNumbers
      .split(",")
      .filter(Boolean)
      .map((entry) => entry.split("="))
      .map(([key, number]) => ({ key, number })),
  ];

  /** The REST answer for a recording's address (null: not one), as the receiver's `handle` answers. */
  function recordingAnswer({ method, path, headers }) {
    const match = recordingPath.exec(path.split("?")[0]);
    if (!match) return null;
    const [, sid, extension = ""] = match;
    const error = (status, code, message) => ({ status, json: { code, message, status }, record: { recording: sid, error: message } });
    if (headers.authorization !== basic) return error(401, 20003, "Authenticate");
    if (deleted.has(sid)) return error(404, 20404, `The requested resource ${path} was not found`);
    if (method === "DELETE" && extension === ".json") {
      deleted.add(sid);
      return { status: 204, record: { deleted: sid } };
    }
    if (method !== "GET") return error(405, 20004, "Method not allowed");
    const recording = made.get(sid) ?? { callSid: null, seconds: 5, channels: 1, source: "RecordVerb", at: Date.now() };
    if (extension === ".mp3") return error(404, 20404, "This stand-in serves recordings as .wav only");
    if (extension === ".json")
      return {
        status: 200,
        json: {
          sid,
          account_sid: accountSid,
          call_sid: recording.callSid,
          api_version: "2010-04-01",
          status: "completed",
          source: recording.source,
          channels: recording.channels,
          duration: String(recording.seconds),
          date_created: rfc2822(new Date(recording.at)),
          price: null,
          price_unit: "USD",
          uri: `/2010-04-01/Accounts/${accountSid}/Recordings/${sid}.json`,
          media_url: recordingUrl(sid),
        },
        record: { recording: sid },
      };
    const wav = wavTone(recording.seconds, recording.channels);
    return { status: 200, headers: { "Content-Type": "audio/x-wav", "Content-Length": String(wav.length) }, body: wav, record: { recording: sid } };
  }

  // A callback's own path and query on the Worker this stand-in serves (an absolute URL names the site's real address).
  const resolve = (target, base) => {
    const url = new URL(target ?? base, base);
    return `${workerUrl}${url.pathname}${url.search}`;
  };

  async function callTheFirm({ from, to, lang = "en", outcome, callerName = "" }) {
    if (!workerUrl) throw new Error("No site to call: start it with npm start");
    if (!OUTCOMES[outcome]) throw new Error(`Unknown outcome ${outcome}`);
    const call = {
      sid: newSid("CA"),
      at: Date.now(),
      from,
      to,
      lang,
      outcome,
      status: "ringing",
      seconds: 0,
      answeredAt: null,
      ended: false,
      steps: [],
      later: [],
      recording: null,
    };
    calls.push(call);
    const params = (extra = {}) =>
      new URLSearchParams({
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        CallSid: call.sid,
        From: from,
        To: to,
        Caller: from,
        Called: to,
        Direction: "inbound",
        CallStatus: call.status,
        ...(callerName ? { CallerName: callerName } : {}),
        ...extra,
      });

    const note = (text) => call.steps.push({ note: text });
    const answer = () => {
      if (call.answeredAt !== null) return;
      call.answeredAt = call.seconds;
      call.status = "in-progress";
    };
    const end = (why, status) => {
      if (call.ended) return;
      call.ended = true;
      call.status = status ?? (call.answeredAt === null ? "no-answer" : "completed");
      note(why);
    };
    /** Time on the line; false when the caller hangs up first (the hang-up outcome, 4 s in). */
    const spend = (seconds) => {
      if (outcome === "hang-up" && call.seconds + seconds >= HANG_UP_AFTER) {
        call.seconds = Math.max(call.seconds, HANG_UP_AFTER);
        end(`The caller hangs up ${HANG_UP_AFTER} s into the call.`);
        return false;
      }
      call.seconds += seconds;
      return true;
    };
    const saying = (verb) => Math.max(1, Math.round(verb.text.trim().split(/\s+/).length / 2.5));
    const heard = (verb) => (verb.name === "Say" ? saying(verb) : verb.name === "Play" ? 3 : verb.name === "Pause" ? Number(verb.attrs.length ?? 1) : 0);

    /** Posts one webhook; its TwiML as { url, verbs }, or null (the call cannot go on). */
    async function twiml(url, sent) {
      const step = { path: new URL(url).pathname + new URL(url).search, sent: Object.fromEntries(sent), status: 0, answer: "" };
      call.steps.push(step);
      try {
        const got = await signedPost(send, authToken, url, sent);
        step.status = got.status;
        step.answer = got.text.slice(0, 4000);
        if (got.status !== 200) throw new Error(`answered ${got.status}`);
        return { url, verbs: readTwiml(got.text).children };
      } catch (error) {
        step.note = `${error.message}: Twilio would say "An application error has occurred" and hang up`;
        return null;
      }
    }
    /** A callback that answers nothing to play (status, recording, transcription): 2xx expected. */
    async function callback(url, sent) {
      const step = { path: new URL(url).pathname + new URL(url).search, sent: Object.fromEntries(sent), status: 0, answer: "" };
      call.steps.push(step);
      try {
        const got = await signedPost(send, authToken, url, sent);
        Object.assign(step, { status: got.status, answer: got.text.slice(0, 4000) });
      } catch (error) {
        step.note = `the site did not answer: ${error.message}`;
      }
    }

    const keep = (sid, seconds, channels, source) => made.set(sid, { callSid: call.sid, seconds, channels, source, at: Date.now() });
    /** A callback Twilio sends once the call has ended (the recording's, the transcript's). */
    const afterTheCall = (url, fields) => call.later.push(() => callback(url, new URLSearchParams({ AccountSid: accountSid, CallSid: call.sid, ...fields })));
    /** A recording kept and its status callback queued: what both <Record> and <Start><Recording> send. */
    function recorded(sid, seconds, channels, source, callbackUrl) {
      keep(sid, seconds, channels, source);
      const fields = { RecordingSid: sid, RecordingUrl: recordingUrl(sid), RecordingDuration: String(seconds) };
      if (callbackUrl)
        afterTheCall(callbackUrl, {
          ...fields,
          RecordingStatus: "completed",
          RecordingChannels: String(channels),
          RecordingSource: source,
          RecordingStartTime: rfc2822(new Date(call.at + (call.seconds - seconds) * 1000)),
        });
      return fields;
    }
    function stopRecording() {
      const recording = call.recording;
      if (!recording) return;
      call.recording = null;
      recorded(recording.sid, Math.max(1, call.seconds - recording.from), recording.channels, "StartCallRecordingTwiML", recording.callback);
    }

    /** A staff phone's leg: its `url` TwiML (the whisper) played to whoever picked up; "bridged" or "declined". */
    async function whisper(number, pressesOne) {
      const leg = newSid("CA");
      const legParams = (extra = {}) =>
        new URLSearchParams({
          AccountSid: accountSid,
          ApiVersion: "2010-04-01",
          CallSid: leg,
          ParentCallSid: call.sid,
          From: number.callerId ?? from,
          To: number.number,
          Caller: number.callerId ?? from,
          Called: number.number,
          Direction: "outbound-dial",
          CallStatus: "in-progress",
          ...extra,
        });
      note(pressesOne ? `${number.number} picks up and hears the whisper.` : `${number.number}'s own voicemail picks up: nobody presses 1.`);
      let doc = await twiml(resolve(number.url, call.base), legParams());
      while (doc) {
        let next = null;
        for (const verb of doc.verbs) {
          if (verb.name === "Hangup" || verb.name === "Reject") return { leg, taken: false };
          if (verb.name === "Redirect") next = await twiml(resolve(verb.text.trim(), doc.url), legParams());
          else if (verb.name === "Gather" && pressesOne) next = await twiml(resolve(verb.attrs.action, doc.url), legParams({ Digits: "1" }));
          else continue;
          break;
        }
        // The whisper played to its end without hanging up: Twilio connects the two.
        if (!next) return { leg, taken: true };
        doc = next;
      }
      return { leg, taken: false };
    }

    async function dial(verb, base) {
      const rung = verb.children
        .filter((child) => child.name === "Number")
        .map((child) => ({ number: child.text.trim(), url: child.attrs.url, callerId: verb.attrs.callerId }));
      if (!verb.children.length && verb.text.trim()) rung.push({ number: verb.text.trim(), callerId: verb.attrs.callerId });
      const timeout = Number(verb.attrs.timeout ?? 30);
      if (verb.attrs.answerOnBridge !== "true") answer();
      note(`<Dial> rings ${rung.map((n) => n.number).join(", ") || "nobody"} for up to ${timeout} s.`);
      let dialed = { DialCallStatus: "no-answer", DialCallDuration: "0" };
      if (outcome === "answered" && rung.length) {
        if (!spend(RINGS_BEFORE_PICKUP)) return null;
        const { leg, taken } = rung[0].url ? await whisper(rung[0], true) : { leg: newSid("CA"), taken: true };
        if (taken) {
          answer();
          note(`${rung[0].number} takes the call: ${TALK_SECONDS} s of talk.`);
          call.seconds += TALK_SECONDS;
          dialed = { DialCallStatus: "completed", DialCallSid: leg, DialCallDuration: String(TALK_SECONDS), DialBridged: "true" };
        } else if (!spend(Math.max(0, timeout - RINGS_BEFORE_PICKUP))) return null;
      } else {
        if (outcome === "voicemail" && rung[0]?.url) await whisper(rung[0], false);
        if (!spend(timeout)) return null;
      }
      if (!verb.attrs.action) return null;
      return (await twiml(resolve(verb.attrs.action, base), params(dialed))) ?? end("No TwiML after <Dial>: the call ends.");
    }

    async function record(verb, base) {
      answer();
      if (outcome === "hang-up") return end("The caller hangs up at the beep: no message.");
      const seconds = Math.min(VOICEMAIL_SECONDS, Number(verb.attrs.maxLength ?? 3600));
      if (!spend(seconds)) return null;
      const callbackUrl = verb.attrs.recordingStatusCallback && resolve(verb.attrs.recordingStatusCallback, base);
      const fields = recorded(newSid("RE"), seconds, 1, "RecordVerb", callbackUrl);
      note(`The caller leaves a ${seconds} s message, then hangs up.`);
      // Twilio still requests the action when the caller hangs up; it plays nothing of it.
      await twiml(resolve(verb.attrs.action, base), params({ ...fields, Digits: "hangup" }));
      end("The call ends.");
      // Twilio transcribes recordings of more than 2 and less than 120 seconds; without a callback nobody hears of it.
      if (verb.attrs.transcribeCallback && seconds > 2 && seconds < 120) {
        const transcriptionSid = newSid("TR");
        afterTheCall(resolve(verb.attrs.transcribeCallback, base), {
          ...fields,
          ApiVersion: "2010-04-01",
          From: from,
          To: to,
          Direction: "inbound",
          CallStatus: "completed",
          TranscriptionSid: transcriptionSid,
          TranscriptionText: VOICEMAIL_WORDS,
          TranscriptionStatus: "completed",
          TranscriptionType: "fast",
          TranscriptionUrl: `${self}/2010-04-01/Accounts/${accountSid}/Transcriptions/${transcriptionSid}`,
        });
      }
      return null;
    }

    /** One verb of the caller's leg: the next document when this one is left (Gather, Redirect, Dial action), else null. */
    async function play(verb, doc) {
      switch (verb.name) {
        case "Say":
        case "Play":
        case "Pause":
          answer();
          spend(heard(verb));
          return null;
        case "Gather": {
          answer();
          if (!spend(verb.children.reduce((sum, child) => sum + heard(child), 0))) return null;
          const digits = lang === "es" ? "2" : "";
          if (digits) note("The caller presses 2.");
          if (!digits && !spend(Number(verb.attrs.timeout ?? 5))) return null;
          if (!digits && verb.attrs.actionOnEmptyResult !== "true") return null;
          return (await twiml(resolve(verb.attrs.action, doc.url), params({ Digits: digits }))) ?? end("The call ends.");
        }
        case "Redirect":
          return (await twiml(resolve(verb.text.trim(), doc.url), params())) ?? end("The call ends.");
        case "Reject":
          return end(`<Reject>: not answered, not billed.`, call.answeredAt === null ? (verb.attrs.reason === "busy" ? "busy" : "no-answer") : "completed");
        case "Hangup":
          return end("<Hangup/>.");
        case "Start":
          for (const child of verb.children)
            if (child.name === "Recording") {
              answer();
              const callback = child.attrs.recordingStatusCallback;
              call.recording = {
                sid: newSid("RE"),
                from: call.seconds,
                channels: child.attrs.channels === "dual" ? 2 : 1,
                callback: callback && resolve(callback, doc.url),
              };
              note("The call is being recorded.");
            } else note(`<Start><${child.name}> is not played by this stand-in.`);
          return null;
        case "Stop":
          stopRecording();
          return null;
        case "Dial":
          return dial(verb, doc.url);
        case "Record":
          return record(verb, doc.url);
        default:
          note(`<${verb.name}> is not played by this stand-in.`);
          return null;
      }
    }

    call.base = `${workerUrl}/api/calls/inbound`;
    let doc = await twiml(call.base, params());
    while (doc && !call.ended) {
      let next = null;
      for (const verb of doc.verbs) {
        next = await play(verb, doc);
        if (next || call.ended) break;
      }
      if (!next) end("The TwiML ends: Twilio hangs up.");
      doc = next;
    }
    end("The call ends.");
    stopRecording();
    const duration = call.answeredAt === null ? 0 : call.seconds - call.answeredAt;
    await callback(
      `${workerUrl}/api/calls/status`,
      params({ CallDuration: String(duration), Duration: String(Math.ceil(duration / 60)), CallbackSource: "call-progress-events", SequenceNumber: "0" }),
    );
    for (const later of call.later.splice(0)) await later();
    call.duration = duration;
    return call;
  }

  return { calls, numbers, callTheFirm, recordingAnswer, recordingUrl };
}
