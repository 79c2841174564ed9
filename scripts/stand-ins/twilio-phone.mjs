// The Twilio stand-in's visitor phone (GET /phone): text the firm as a visitor, see the
// conversation of one number, or call the firm (twilio-voice.mjs). Webhooks are signed as
// Twilio signs them (twilio-signature.mjs). Status callbacks go queued → sent → delivered.
import { randomBytes } from "node:crypto";
import { signedPost } from "./twilio-signature.mjs";
import { readTwiml } from "./twilio-voice.mjs";

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const E164 = /^\+[1-9]\d{7,14}$/;
const DEFAULT_NUMBER = "+12065550199";
// A 16 × 16 orange square: the photo a visitor "takes".
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4FcFDEmIY1TCqYfhqAABvEE4QAQkSFQAAAABJRU5ErkJggg==", "base64");

/** A text's addresses as links, as a phone's messaging app shows them. */
const linkified = (text) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function phonePages({ workerUrl, accountSid, authToken, texting, basic, self }) {
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

  function render(number, problem = "") {
    const mine = conversation.filter((m) => m.number === number);
    const numbers = [...new Set(conversation.map((m) => m.number))].filter((n) => n !== number);
    const item = (m) =>
      `<li class="${m.way}"><p class="who">${m.way === "in" ? "You" : "The firm"} · ${new Date(m.at).toLocaleTimeString("en-US")}${m.status ? ` · ${escape(m.status)}` : ""}${m.note ? ` · ${escape(m.note)}` : ""}</p><p class="body">${linkified(m.body)}</p>${m.photo ? '<p class="who">with a photo</p>' : ""}</li>`;
    return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A visitor's phone (Twilio stand-in)</title>
<style>body{font:16px/1.4 system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:1rem}ol{list-style:none;padding:0}li{margin:.5rem 0;padding:.5rem .75rem;border-radius:.75rem;max-width:85%}li.in{background:#1d4ed8;color:#fff;margin-left:auto}li.out{background:#e5e7eb}p{margin:.2rem 0}.who{font-size:.8rem}.body{white-space:pre-wrap}label{display:block;margin:.5rem 0}input[type=tel],textarea{width:100%;font:inherit;padding:.4rem;box-sizing:border-box}button{font:inherit;padding:.4rem 1rem}.problem{color:#b91c1c;font-weight:600}</style>
<h1>A visitor's phone</h1>
<p>A local stand-in for Twilio: text the firm's texting number (${texting}) as a visitor. Each text goes to the site's <code>/api/texts/inbound</code>, signed with <code>X-Twilio-Signature</code> as Twilio signs it.${workerUrl ? "" : " <strong>No site to text here: start it with <code>npm start</code>.</strong>"}</p>
<form method="get" action="/phone"><label>Your number <input type="tel" name="number" value="${escape(number)}" autocomplete="off"></label><button>Show this number</button></form>
${numbers.length ? `<p>Other numbers: ${numbers.map((n) => `<a href="/phone?number=${encodeURIComponent(n)}">${escape(n)}</a>`).join(", ")}</p>` : ""}
<h2>Texts with the firm (${mine.length})</h2>
<ol>${mine.map(item).join("")}</ol>
${mine.length ? "" : "<p>No texts with this number yet.</p>"}
<form method="post" action="/phone"><input type="hidden" name="number" value="${escape(number)}">
${problem ? `<p class="problem" id="problem">${escape(problem)}</p>` : ""}
<label>Message <textarea name="body" rows="3"${problem ? ' aria-describedby="problem"' : ""}></textarea></label>
<label><input type="checkbox" name="photo" value="1"> Attach a photo</label>
<button>Send</button></form>
<p><a href="/">What the stand-in received</a></p>`;
  }

  const html = (status, body, headers = {}) => ({ status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers }, body });

  async function page({ method, path, headers, body }) {
    const url = new URL(path, "http://stand-in");
    if (url.pathname === "/phone" && method === "GET") return html(200, render(url.searchParams.get("number") || DEFAULT_NUMBER));
    if (url.pathname === "/phone" && method === "POST") {
      const form = new URLSearchParams(body);
      const number = (form.get("number") ?? "").replace(/[\s().-]/g, "");
      const text = form.get("body") ?? "";
      if (!E164.test(number)) return html(400, render(form.get("number") ?? "", "Write the number as +1 and ten digits, like +12065550199"));
      if (!text.trim() && !form.get("photo")) return html(400, render(number, "Write a message (or attach a photo)"));
      if (!workerUrl) return html(503, render(number, "No site to text: start it with npm start"));
      await textTheFirm(number, text, Boolean(form.get("photo")));
      return { status: 303, headers: { Location: `/phone?number=${encodeURIComponent(number)}` } };
    }
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
