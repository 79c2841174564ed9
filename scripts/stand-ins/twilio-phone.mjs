// The Twilio stand-in's visitor phone (GET /phone): text the firm as a visitor, see the
// conversation of one number, or call the firm (twilio-voice.mjs). Webhooks are signed as
// Twilio signs them (twilio-signature.mjs). Status callbacks go queued → sent → delivered.
import { randomBytes } from "node:crypto";
import { signedPost } from "./twilio-signature.mjs";
import { OUTCOMES, readTwiml } from "./twilio-voice.mjs";

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const E164 = /^\+[1-9]\d{7,14}$/;
const DEFAULT_NUMBER = "+12065550199";
// A 16 × 16 orange square: the photo a visitor "takes".
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4FcFDEmIY1TCqYfhqAABvEE4QAQkSFQAAAABJRU5ErkJggg==", "base64");

/** A text's addresses as links, as a phone's messaging app shows them. */
const linkified = (text) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function phonePages({ workerUrl, accountSid, authToken, texting, basic, self, voice }) {
  /** Every text to or from a visitor's number: { at, number, way: "in" | "out", body, photo, note, sid, status }. */
  const conversation = [];
  const post = (url, params) => signedPost(fetch, authToken, url, params);
  // The callback's own path and query, on the Worker this stand-in serves (the site's address is not local).
  const local = (callback) => {
    const url = new URL(callback);
    return `${workerUrl}${url.pathname}${url.search}`;
  };

  function accepted({ sid, to, from, body, statusCallback }) {
    if (from !== texting) return;
    const entry = { at: Date.now(), number: to, way: "out", body, sid, status: "queued" };
    conversation.push(entry);
    if (!statusCallback || !workerUrl) return;
    ["sent", "delivered"].forEach((status, i) =>
      setTimeout(
        async () => {
          entry.status = status;
          const params = new URLSearchParams({
            AccountSid: accountSid,
            From: from,
            To: to,
            MessageSid: sid,
            SmsSid: sid,
            MessageStatus: status,
            SmsStatus: status,
          });
          await post(local(statusCallback), params).catch(() => {});
        },
        300 * (i + 1),
      ),
    );
  }

  async function textTheFirm(number, body, photo) {
    const sid = `${photo ? "MM" : "SM"}${randomBytes(16).toString("hex")}`;
    const params = new URLSearchParams({
      AccountSid: accountSid,
      MessageSid: sid,
      SmsSid: sid,
      SmsMessageSid: sid,
      From: number,
      To: texting,
      Body: body,
      NumMedia: photo ? "1" : "0",
      NumSegments: "1",
      ApiVersion: "2010-04-01",
    });
    if (photo) {
      params.set("MediaUrl0", `${self}/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media/ME${randomBytes(16).toString("hex")}`);
      params.set("MediaContentType0", "image/png");
    }
    const entry = { at: Date.now(), number, way: "in", body, photo, sid, note: "" };
    conversation.push(entry);
    try {
      const answer = await post(`${workerUrl}/api/texts/inbound`, params);
      entry.note = `the site answered ${answer.status}`;
      // What the site answers in TwiML, Twilio texts back.
      const reply = answer.status === 200 ? readTwiml(answer.text).children.find((verb) => verb.name === "Message") : null;
      if (reply) conversation.push({ at: Date.now(), number, way: "out", body: reply.text, note: "TwiML reply" });
    } catch (error) {
      entry.note = `the site did not answer: ${error.message}`;
    }
  }

  /** One call from this number: what the caller chose, how it ended, and each webhook posted with its answer. */
  function callItem(call) {
    const called = voice.numbers.find((n) => n.number === call.to);
    const step = (s) =>
      s.path
        ? `<li><code>POST ${escape(s.path)}</code> → ${s.status || "no answer"}${s.note ? ` · ${escape(s.note)}` : ""}<details><summary>Sent and answered</summary><pre>${escape(
            Object.entries(s.sent)
              .map(([k, v]) => `${k}=${v}`)
              .join("\n"),
          )}${s.answer ? `\n\n${escape(s.answer)}` : ""}</pre></details></li>`
        : `<li class="note">${escape(s.note)}</li>`;
    const posts = call.steps.filter((s) => s.path).length;
    return `<li><p><strong>${new Date(call.at).toLocaleTimeString("en-US")} · to ${escape(call.to)}${called ? ` (${escape(called.key)})` : ""}</strong> · ${escape(OUTCOMES[call.outcome])}${call.lang === "es" ? " · presses 2 when offered" : ""}</p>
<p>Twilio's status: ${escape(call.status)}${call.duration === undefined ? " (in progress)" : `, ${call.duration} s`}</p>
<details><summary>Webhooks posted (${posts})</summary><ol class="steps">${call.steps.map(step).join("")}</ol></details></li>`;
  }

  function render(number, problems = {}, chosen = {}) {
    const mine = conversation.filter((m) => m.number === number);
    const calls = voice.calls.filter((c) => c.from === number).reverse();
    const numbers = [...new Set([...conversation.map((m) => m.number), ...voice.calls.map((c) => c.from)])].filter((n) => n !== number);
    const item = (m) =>
      `<li class="${m.way}"><p class="who">${m.way === "in" ? "You" : "The firm"} · ${new Date(m.at).toLocaleTimeString("en-US")}${m.status ? ` · ${escape(m.status)}` : ""}${m.note ? ` · ${escape(m.note)}` : ""}</p><p class="body">${linkified(m.body)}</p>${m.photo ? '<p class="who">with a photo</p>' : ""}</li>`;
    const problem = (id, text) => (text ? `<p class="problem" id="${id}">${escape(text)}</p>` : "");
    const described = (id, text) => (text ? ` aria-describedby="${id}"` : "");
    const outcome = chosen.outcome ?? "voicemail";
    return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A visitor's phone (Twilio stand-in)</title>
<style>body{font:16px/1.4 system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:1rem}ol{list-style:none;padding:0}.texts li{margin:.5rem 0;padding:.5rem .75rem;border-radius:.75rem;max-width:85%}li.in{background:#1d4ed8;color:#fff;margin-left:auto}li.out{background:#e5e7eb}p{margin:.2rem 0}.who{font-size:.8rem}.body{white-space:pre-wrap}label{display:block;margin:.5rem 0}input[type=tel],input[type=text],select,textarea{width:100%;font:inherit;padding:.4rem;box-sizing:border-box}fieldset{margin:.5rem 0}fieldset label{margin:.25rem 0}button{font:inherit;padding:.4rem 1rem}.problem{color:#b91c1c;font-weight:600}.calls>li{margin:.75rem 0;padding:.5rem .75rem;border:1px solid #d1d5db;border-radius:.5rem}.steps li{margin:.3rem 0;font-size:.9rem}.steps .note{color:#4b5563;font-style:italic}pre{white-space:pre-wrap;word-break:break-all;font-size:.8rem;background:#f3f4f6;padding:.4rem}</style>
<h1>A visitor's phone</h1>
<p>A local stand-in for Twilio: text the firm's texting number (${texting}) or call the firm's numbers as a visitor. Each text and each call's webhooks go to the site's <code>/api/texts/inbound</code> and <code>/api/calls/*</code>, signed with <code>X-Twilio-Signature</code> as Twilio signs them.${workerUrl ? "" : " <strong>No site to text or call here: start it with <code>npm start</code>.</strong>"}</p>
<form method="get" action="/phone"><label>Your number <input type="tel" name="number" value="${escape(number)}" autocomplete="off"></label><button>Show this number</button></form>
${numbers.length ? `<p>Other numbers: ${numbers.map((n) => `<a href="/phone?number=${encodeURIComponent(n)}">${escape(n)}</a>`).join(", ")}</p>` : ""}
<h2>Texts with the firm (${mine.length})</h2>
<ol class="texts">${mine.map(item).join("")}</ol>
${mine.length ? "" : "<p>No texts with this number yet.</p>"}
<form method="post" action="/phone"><input type="hidden" name="number" value="${escape(number)}">
${problem("problem", problems.text)}
<label>Message <textarea name="body" rows="3"${described("problem", problems.text)}></textarea></label>
<label><input type="checkbox" name="photo" value="1"> Attach a photo</label>
<button>Send</button></form>
<h2 id="call">Call the firm</h2>
<p>Twilio's side of a call: the greeting, the team's phones ringing (the first one rung presses 1 to take it), the voicemail, the callbacks. Time is counted, not waited. ${workerUrl ? `Then see it on <a href="${workerUrl}/desk">the intake desk</a>.` : ""}</p>
<form method="post" action="/phone/call">
${problem("call-problem", problems.call)}
<label>Calling from <input type="tel" name="from" value="${escape(chosen.from ?? number)}" autocomplete="off"${described("call-problem", problems.call)}></label>
<label>Number called <select name="to">${voice.numbers
      .map(
        (n) =>
          `<option value="${escape(n.number)}"${n.number === chosen.to ? " selected" : ""}>${escape(n.key === "main" ? "Main line" : n.key)}, ${escape(n.number)}</option>`,
      )
      .join("")}</select></label>
<fieldset><legend>What happens</legend>${Object.entries(OUTCOMES)
      .map(([value, label]) => `<label><input type="radio" name="outcome" value="${value}"${value === outcome ? " checked" : ""}> ${escape(label)}</label>`)
      .join("")}</fieldset>
<label><input type="checkbox" name="lang" value="es"${chosen.lang === "es" ? " checked" : ""}> Press 2 for Spanish</label>
<label>Caller name, as Twilio's caller name lookup gives it (optional) <input type="text" name="callerName" maxlength="60" value="${escape(chosen.callerName ?? "")}"></label>
<button>Call</button></form>
<h2 id="calls">Calls from this number (${calls.length})</h2>
${calls.length ? `<ol class="calls">${calls.map(callItem).join("")}</ol>` : "<p>No calls from this number yet.</p>"}
<p><a href="/">What the stand-in received</a></p>`;
  }

  /** The call form's answer: the call made (then back to the page), or the form again with what is wrong. */
  async function call(body) {
    const form = new URLSearchParams(body);
    const chosen = {
      from: (form.get("from") ?? "").replace(/[\s().-]/g, ""),
      to: form.get("to") ?? "",
      outcome: form.get("outcome") ?? "",
      lang: form.get("lang") === "es" ? "es" : "en",
      callerName: (form.get("callerName") ?? "").trim(),
    };
    const again = (status, text) => html(status, render(E164.test(chosen.from) ? chosen.from : DEFAULT_NUMBER, { call: text }, chosen));
    if (!E164.test(chosen.from)) return again(400, "Write the number you call from as +1 and ten digits, like +12065550199");
    if (!voice.numbers.some((n) => n.number === chosen.to)) return again(400, "Choose one of the firm's numbers to call");
    if (!OUTCOMES[chosen.outcome]) return again(400, "Choose what happens to the call");
    if (chosen.callerName.length > 60 || /[\u0000-\u001f<>]/.test(chosen.callerName))
      return again(400, "A caller name is at most 60 letters, digits and spaces");
    if (!workerUrl) return again(503, "No site to call: start it with npm start");
    await voice.callTheFirm(chosen);
    return { status: 303, headers: { Location: `/phone?number=${encodeURIComponent(chosen.from)}#calls` } };
  }

  const html = (status, body, headers = {}) => ({ status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers }, body });

  async function page({ method, path, headers, body }) {
    const url = new URL(path, "http://stand-in");
    if (url.pathname === "/phone" && method === "GET") return html(200, render(url.searchParams.get("number") || DEFAULT_NUMBER));
    if (url.pathname === "/phone" && method === "POST") {
      const form = new URLSearchParams(body);
      const number = (form.get("number") ?? "").replace(/[\s().-]/g, "");
      const text = form.get("body") ?? "";
      if (!E164.test(number)) return html(400, render(form.get("number") ?? "", { text: "Write the number as +1 and ten digits, like +12065550199" }));
      if (!text.trim() && !form.get("photo")) return html(400, render(number, { text: "Write a message (or attach a photo)" }));
      if (!workerUrl) return html(503, render(number, { text: "No site to text: start it with npm start" }));
      await textTheFirm(number, text, Boolean(form.get("photo")));
      return { status: 303, headers: { Location: `/phone?number=${encodeURIComponent(number)}` } };
    }
    if (url.pathname === "/phone/call" && method === "POST") return call(body);
    if (url.pathname === "/phone/calls.json") return { status: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify(voice.calls) };
    if (url.pathname === "/phone/conversation.json")
      return { status: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify(conversation) };
    // A text's photo, as Twilio serves it: only with the account's credentials.
    if (method === "GET" && new RegExp(`^/2010-04-01/Accounts/${accountSid}/Messages/[A-Z]{2}[0-9a-f]+/Media/ME[0-9a-f]+$`).test(url.pathname)) {
      if (headers.authorization !== basic)
        return { status: 401, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: 20003, message: "Authenticate" }) };
      return { status: 200, headers: { "Content-Type": "image/png", "Content-Length": String(PHOTO.length) }, body: PHOTO };
    }
    return null;
  }

  return { page, accepted, textTheFirm };
}
