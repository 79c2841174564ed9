// Speed to lead: sends consultation requests one at a time (each from its own address,
// client IP and phone number, so the rate limit and the once-a-day acknowledgement do not
// interfere) to a server started by `npm start`, whose channels all point at the local
// stand-ins, and measures per channel the time to the message received (at the stand-in
// for the on-call text, webhooks and Clio Grow; for the two emails, when the email binding
// took it: the delivery's sent_at in D1), counted from the moment the visitor pressed Send
// (the budget's figure) and from the moment the answer reached them (negative when the
// message arrived first: the deliveries start as the answer leaves the Worker).
import { readFileSync } from "node:fs";
import { localD1Rows } from "../../test/local-d1.ts";

/** Each channel's p95 from answer to receipt must stay under this. */
export const SPEED_BUDGET_MS = 5000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function measureSpeedToLead({ base, stateDir, count, log }) {
  const urls = JSON.parse(readFileSync(`${stateDir}/stand-ins.json`, "utf8"));
  const run = Date.now().toString(36);
  const answered = new Map();
  for (let i = 0; i < count; i++) {
    const email = `speed-${run}-${i}@example.com`;
    const phone = `+1206555${String(1000 + i).slice(-4)}`;
    const sentAt = Date.now();
    const response = await fetch(`${base}/api/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, "CF-Connecting-IP": `10.99.${i >> 8}.${i & 255}` },
      body: JSON.stringify({
        name: `Speed ${run} ${i}`,
        email,
        phone,
        caseType: "car-accidents",
        description: "A speed-to-lead benchmark request.",
        privacyConsent: true,
        sourceUrl: "/",
      }),
    });
    if (!response.ok) throw new Error(`lead ${i} was refused: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    answered.set(email, { sentAt, at: Date.now(), phone });
  }
  log(`${count} leads sent; waiting for every channel to receive them`);

  const byPhone = new Map([...answered].map(([email, a]) => [a.phone, { email, ...a }]));
  const received = async (name) => (await fetch(`${urls[name]}/__received`)).json();
  const collect = async () => {
    // Each sample: [ms after Send, ms after the answer].
    const samples = { "on-call text": [], webhook: [], "Clio Grow": [], "staff email": [], acknowledgement: [] };
    const since = (lead, at) => [at - lead.sentAt, at - lead.at];
    for (const r of await received("twilio")) {
      const call = /Call: (\+\d+)/.exec(new URLSearchParams(r.body).get("Body") ?? "")?.[1];
      const lead = byPhone.get(call);
      if (lead && r.status === 201) samples["on-call text"].push(since(lead, r.at));
    }
    for (const r of await received("webhooks")) {
      const lead = answered.get(r.record?.email);
      if (lead && r.record?.verified) samples.webhook.push(since(lead, r.at));
    }
    for (const r of await received("clioGrow")) {
      const lead = answered.get(r.record?.from_email);
      if (lead && r.status === 201) samples["Clio Grow"].push(since(lead, r.at));
    }
    const rows = localD1Rows(
      stateDir,
      `SELECT l.email, d.channel, d.sent_at FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.email LIKE 'speed-${run}-%' AND d.channel IN ('staff-email', 'acknowledgement') AND d.status = 'sent'`,
    );
    for (const row of rows)
      samples[row.channel === "staff-email" ? "staff email" : "acknowledgement"].push(since(answered.get(row.email), Date.parse(row.sent_at)));
    return samples;
  };
  // Two texts and two webhooks per lead (two numbers, two endpoints), one of the rest.
  const expected = { "on-call text": 2 * count, webhook: 2 * count, "Clio Grow": count, "staff email": count, acknowledgement: count };
  let samples;
  for (let i = 0; i < 60; i++) {
    samples = await collect();
    if (Object.entries(expected).every(([name, n]) => samples[name].length >= n)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return Object.entries(expected).map(([name, n]) => {
    const fromSend = samples[name].map((s) => s[0]);
    const fromAnswer = samples[name].map((s) => s[1]);
    return {
      channel: name,
      expected: n,
      received: samples[name].length,
      p50: fromSend.length ? percentile(fromSend, 50) : NaN,
      p95: fromSend.length ? percentile(fromSend, 95) : NaN,
      afterAnswerP50: fromAnswer.length ? percentile(fromAnswer, 50) : NaN,
      afterAnswerP95: fromAnswer.length ? percentile(fromAnswer, 95) : NaN,
    };
  });
}
