// The scale bench's data (npm run bench:scale): N requests and the rows the site writes around
// them, in the shapes a firm's years of intake leave, written straight into the local D1 file
// of a stopped server (node:sqlite, one transaction, prepared statements), after the migrations.
//
// About 45 requests a Kent day (growing from about 38 to about 55 over the period, heavier on
// weekdays and in the daytime), so the period is N / 45 days ending now; 10 % of requests are
// the same person again within 90 days (linked, never chained); every request has the
// deliveries a real POST writes, and the desk's work on it: calls (10 unanswered for an
// unreachable one), status and owner history, notes, answers after Send with deadlines,
// texts, consultations, closings with letters, agreements, reminders, phone calls; besides, the firm's
// conflict list, conflict matches, daily counts (the last two years, as the Cron prunes) and
// ad spend. One person (the "stress" request) sent 200 requests in 85 days and has 2,000
// timeline events, whatever N. Random but repeatable: the same N and clock give the same rows.
import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";

const DAY = 86_400_000;
const MINUTE = 60_000;
export const PER_DAY = 45;
export const ROSTER = ["maria.lopez@kestrelinjurylaw.example", "sam.carter@kestrelinjurylaw.example", "dana.nguyen@kestrelinjurylaw.example"];
const ONCALL = ["+12535550101", "+12535550102"];
const STAFF_INBOX = "intake@kestrelinjurylaw.example";

/** mulberry32: a small repeatable generator. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = {
  english: [
    "James",
    "Mary",
    "Robert",
    "Patricia",
    "John",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Chris",
    "Karen",
    "Ryan",
    "Ashley",
    "Brandon",
    "Megan",
    "Tyler",
    "Kayla",
  ],
  hispanic: [
    "José",
    "María",
    "Juan",
    "Guadalupe",
    "Luis",
    "Rosa",
    "Carlos",
    "Ana",
    "Jorge",
    "Carmen",
    "Miguel",
    "Lucía",
    "Alejandro",
    "Sofía",
    "Javier",
    "Elena",
    "Andrés",
    "Gabriela",
  ],
  vietnamese: ["Minh", "Linh", "Anh", "Thu", "Huy", "Lan", "Duc", "Mai", "Tuan", "Hoa"],
  korean: ["Min-jun", "Seo-yeon", "Ji-hoon", "Ha-eun", "Joon", "Soo-ah", "Hyun", "Ji-woo"],
  slavic: ["Olena", "Dmitri", "Natalia", "Sergei", "Iryna", "Oleksandr", "Svetlana", "Andriy"],
  somali: ["Abdi", "Hodan", "Mohamed", "Fadumo", "Ahmed", "Amina", "Hassan", "Sahra"],
};
const LAST = {
  english: [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Martin",
    "Jackson",
    "Thompson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
    "Walker",
    "Hall",
    "Young",
    "Johnston",
    "Peterson",
  ],
  hispanic: [
    "García",
    "Martínez",
    "Rodríguez",
    "López",
    "Hernández",
    "González",
    "Pérez",
    "Sánchez",
    "Ramírez",
    "Torres",
    "Flores",
    "Rivera",
    "Gómez",
    "Díaz",
    "Chávez",
    "Morales",
  ],
  vietnamese: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Phan", "Vu", "Dang"],
  korean: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon"],
  slavic: ["Kovalenko", "Shevchenko", "Petrov", "Ivanova", "Bondarenko", "Melnyk", "Popov", "Sokolova"],
  somali: ["Ali", "Hassan", "Mohamud", "Farah", "Abdullahi", "Warsame", "Jama", "Osman"],
};
const ORIGINS = [
  ["english", 0.5],
  ["hispanic", 0.25],
  ["vietnamese", 0.08],
  ["korean", 0.06],
  ["slavic", 0.06],
  ["somali", 0.05],
];
const AREA_CODES = [
  ["253", 0.45],
  ["206", 0.25],
  ["425", 0.15],
  ["360", 0.1],
  ["509", 0.05],
];
const MAIL_DOMAINS = [
  ["gmail.com", 0.5],
  ["yahoo.com", 0.12],
  ["outlook.com", 0.1],
  ["hotmail.com", 0.08],
  ["icloud.com", 0.08],
  ["comcast.net", 0.06],
  ["example.org", 0.06],
];
const CASE_TYPES = [
  ["car-accidents", 0.45],
  ["truck-accidents", 0.08],
  ["motorcycle-accidents", 0.07],
  ["boat-accidents", 0.01],
  ["premises-liability", 0.08],
  ["slip-fall", 0.12],
  ["workplace-injuries", 0.08],
  ["wrongful-death", 0.02],
  ["other", 0.09],
];
const CASE_PAGES = {
  "car-accidents": ["/kent-wa/car-accident-lawyer", "Kent Car Accident Lawyer | Free Consultation"],
  "truck-accidents": ["/kent-wa/truck-accident-lawyer", "Kent Truck Accident Lawyer | Free Consultation"],
  "motorcycle-accidents": ["/kent-wa/motorcycle-accident-lawyer", "Kent Motorcycle Accident Lawyer | Free Consultation"],
  "slip-fall": ["/kent-wa/slip-and-fall-lawyer", "Kent Slip and Fall Lawyer | Free Consultation"],
};
const HOME = ["/kent-wa/personal-injury-lawyer", "Kent Personal Injury Lawyer | Free Consultation 24/7"];
const DESCRIPTIONS = [
  "A truck merged into my lane on SR 167 and hit the side of my car.",
  "I was rear-ended at a red light on Central Ave. My neck and back hurt since.",
  "Slipped on a wet floor at a grocery store, no sign, hurt my wrist.",
  "T-boned in an intersection in Kent, the other driver ran the light.",
  "Hurt at work when a pallet fell, my employer says it is my fault.",
  "A neighbour's dog bit my hand on the sidewalk.",
  "Me chocaron por detrás en la 84th Ave, me duele la espalda.",
  "Motorcycle crash, a car turned left in front of me on Meeker St.",
];
// Sources with their share (the review's counts at 50k), and what a visit from each carries.
const SOURCES = [
  ["organic-search", 0.298],
  ["paid-search", 0.218],
  ["direct", 0.143],
  ["paid-social", 0.081],
  ["directory", 0.061],
  ["referral", 0.051],
  ["phone", 0.05],
  ["social", 0.039],
  ["display", 0.02],
  ["text", 0.02],
  ["campaign", 0.01],
  ["email", 0.009],
];
const CAMPAIGNS = ["kent-car-accident", "kent-truck", "auto-accident-es", "brand", "slip-fall-kent", "motorcycle-wa", "retargeting"];
// The request's status by how old it is: a recent request is still being worked.
// The cadence ends every call plan within days: an older request is never still "new" with a call due.
const OLD_STATUSES = [
  ["declined", 0.438],
  ["not-a-case", 0.166],
  ["unreachable", 0.141],
  ["signed", 0.105],
  ["contacted", 0.075],
  ["referred-out", 0.056],
  ["consultation-scheduled", 0.019],
];
const RECENT_STATUSES = [
  ["contacted", 0.3],
  ["consultation-scheduled", 0.1],
  ["unreachable", 0.05],
  ["declined", 0.1],
  ["not-a-case", 0.08],
  ["signed", 0.02],
];
/** The last three days: about half still new, their first call due (a weekend's backlog of a few dozen). */
const NEWEST_STATUSES = [["new", 0.5], ...RECENT_STATUSES];
const CLOSED = new Set(["signed", "declined", "referred-out", "not-a-case"]);
const DECLINE_REASONS = ["no-liability", "minor-injuries", "statute-passed", "has-lawyer", "outside-area", "other"];
const OTHER_PARTIES = [
  "Swift Transportation",
  "Puget Sound Energy",
  "Safeway Inc.",
  "King County Metro",
  "Amazon Logistics LLC",
  "Fred Meyer",
  "Valley Medical Center",
  "the other driver",
];

function pick(random, weighted) {
  let r = random() * weighted.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of weighted) if ((r -= w) < 0) return value;
  return weighted.at(-1)[0];
}
const one = (random, list) => list[Math.floor(random() * list.length)];
const iso = (ms) => new Date(ms).toISOString();
const hex = (random, bytes) =>
  Array.from({ length: bytes }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, "0"),
  ).join("");
/** The day in Kent (UTC-8; close enough for seeded days). */
const kentDay = (ms) => iso(ms - 8 * 3600_000).slice(0, 10);
const plainWord = (text) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** What normalizeMailbox (app/lib/people.ts) keeps: lower case, +tags dropped, gmail's dots folded. */
function mailboxKey(email) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).split("+")[0];
  let domain = address.slice(at + 1);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** A person: a name, a mailbox (or none), a 555 phone written one of the ways people type it (or none). */
function newPerson(random, serial) {
  const origin = pick(random, ORIGINS);
  const first = one(random, FIRST[origin]);
  const last = one(random, LAST[origin]);
  const area = pick(random, AREA_CODES);
  const line = String(serial % 10_000).padStart(4, "0");
  const digits = `${area}555${line}`;
  const typed = [`(${area}) 555-${line}`, `${area}-555-${line}`, `${area}.555.${line}`, `${area}555${line}`, `+1 ${area} 555 ${line}`, `1-${area}-555-${line}`];
  const phone = random() < 0.045 ? null : one(random, typed);
  const domain = pick(random, MAIL_DOMAINS);
  const localPart = [
    `${plainWord(first)}.${plainWord(last)}`,
    `${plainWord(first)}${plainWord(last)}${serial % 100}`,
    `${plainWord(first)[0]}${plainWord(last)}${1960 + (serial % 45)}`,
  ][serial % 3];
  const cased = random() < 0.2 ? localPart[0].toUpperCase() + localPart.slice(1) : localPart;
  const email = random() < 0.05 && phone ? "" : `${cased}@${domain}`;
  return { name: `${first} ${last}`, email, phone, e164: phone ? `+1${digits}` : null, language: origin === "hispanic" && random() < 0.6 ? "es" : "en" };
}

/** Arrival times: `n` requests over `days` days ending at `now`, the rate growing by ~45 % over the period. */
function arrivals(random, n, now, days) {
  const start = now - days * DAY;
  const growth = 0.45;
  const times = [];
  for (let i = 0; i < n; i++) {
    const u = random();
    // The inverse of the growing rate's distribution: (x + g/2 x²) / (1 + g/2) = u.
    const x = (-1 + Math.sqrt(1 + 2 * growth * u * (1 + growth / 2))) / growth;
    let t = start + x * days * DAY;
    // Kent daytime (UTC-8: 15:00-05:00 UTC) and weekdays are busier: move a third of the night's and weekend's requests.
    const hour = new Date(t - 8 * 3600_000).getUTCHours();
    const weekday = new Date(t - 8 * 3600_000).getUTCDay();
    if ((hour < 7 || hour > 21 || weekday === 0 || weekday === 6) && random() < 0.33)
      t -= (1 + Math.floor(random() * 2)) * DAY + (random() - 0.5) * 6 * 3600_000;
    times.push(Math.min(Math.max(t, start), now - MINUTE));
  }
  return times.sort((a, b) => a - b);
}

export function seedScale({ file, n, now = Date.now(), log = () => {} }) {
  const random = generator(n * 7919 + 13);
  const days = Math.max(30, Math.round(n / PER_DAY));
  const db = new DatabaseSync(file);
  db.exec("PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;");
  const counts = {};
  const statements = new Map();
  /** An insert into `table` of these columns (cached), counted. */
  const insert = (table, row) => {
    const columns = Object.keys(row);
    const key = `${table}(${columns})`;
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)));
    counts[table] = (counts[table] ?? 0) + 1;
    return statement.run(...Object.values(row)).lastInsertRowid;
  };
  let formKeys = 0;
  const formKey = (kind) => `${kind}:seed-${++formKeys}`;

  db.exec("BEGIN");
  // The stress person arrives 85 days before now with 200 requests; everyone else around them.
  const stressCount = Math.min(200, Math.floor(n / 20));
  const stressStart = now - 85 * DAY;
  const arriving = [
    ...arrivals(random, n - stressCount, now, days).map((t) => ({ t, stress: false })),
    ...Array.from({ length: stressCount }, (_, i) => ({ t: stressStart + (i * 85 * DAY) / stressCount + random() * 3600_000, stress: true })),
  ].sort((a, b) => a.t - b.t);
  const stressPerson = { name: "Ryan Johnston", email: "ryan1984@gmail.com", phone: "(253) 555-0198", e164: "+12535550198", language: "en" };
  let stressFirst = null;

  const recent = []; // [time, id, person] of the last 90 days' first requests, for the same person again
  let serial = 0;
  let roundRobin = 0;
  const ids = [];
  for (const { t: created, stress: isStress } of arriving) {
    let person;
    let duplicateOf = null;
    if (isStress) {
      person = stressPerson;
      duplicateOf = stressFirst;
    } else {
      while (recent.length && recent[0][0] < created - 90 * DAY) recent.shift();
      if (recent.length > 20 && random() < 0.107) {
        const [, first, earlier] = recent[Math.floor(random() * recent.length)];
        person = earlier;
        duplicateOf = first;
      } else person = newPerson(random, ++serial);
    }
    const age = now - created;
    const status =
      duplicateOf && !isStress
        ? pick(random, OLD_STATUSES)
        : age < 3 * DAY
          ? pick(random, NEWEST_STATUSES)
          : age < 14 * DAY
            ? pick(random, RECENT_STATUSES)
            : pick(random, OLD_STATUSES);
    const source = person.phone === null && random() < 0.5 ? "organic-search" : pick(random, SOURCES);
    const ad = source === "paid-search" || source === "paid-social" || source === "display" || source === "campaign";
    const campaign = ad ? one(random, CAMPAIGNS) : null;
    const caseType = pick(random, CASE_TYPES);
    const [page, title] = CASE_PAGES[caseType] ?? HOME;
    const owner = age < 36 * 3600_000 && random() < 0.4 ? null : ROSTER[roundRobin++ % ROSTER.length];
    const open = !CLOSED.has(status) && status !== "unreachable";
    // New ones are due (about a hundred past due: a weekend's backlog); a call-back is due later.
    const callDue = !open
      ? null
      : status === "new"
        ? created + 5 * MINUTE
        : status === "contacted" && age < 30 * DAY && random() < 0.3
          ? now + random() * 5 * DAY
          : null;
    const firstContact = status === "new" || status === "unreachable" ? null : created + (5 + random() * 240) * MINUTE;
    const emailKey = person.email ? mailboxKey(person.email) : null;
    const id = Number(
      insert("leads", {
        created_at: iso(created),
        name: person.name,
        email: person.email,
        phone: person.phone,
        email_key: emailKey,
        phone_e164: person.e164,
        case_type: caseType,
        description: one(random, DESCRIPTIONS),
        source_page: source === "phone" || source === "text" ? "" : page,
        source_url: source === "phone" || source === "text" ? "" : `https://www.kestrelinjurylaw.example${page}`,
        page_title: title,
        privacy_consent: 1,
        idempotency_key: hex(random, 16),
        lead_key: hex(random, 32),
        submitted_via: source === "phone" ? "desk" : source === "text" ? "text" : random() < 0.85 ? "json" : "form",
        turnstile: "passed",
        notify_status: "sent",
        notify_attempts: 1,
        notify_sent_at: iso(created + 2000),
        language: person.language,
        landing_page: page,
        referrer: source === "organic-search" ? "https://www.google.com/" : null,
        utm_source: ad ? (source === "paid-social" ? "facebook" : "google") : null,
        utm_medium: ad ? "cpc" : null,
        utm_campaign: campaign,
        gclid: source === "paid-search" && random() < 0.8 ? `Cj0K${hex(random, 12)}` : null,
        fbclid: source === "paid-social" ? `IwAR${hex(random, 12)}` : null,
        channel: source,
        status,
        first_contact_at: firstContact ? iso(firstContact) : null,
        expected_fee_cents: status === "signed" ? Math.round(5 + random() * 60) * 100_000 : null,
        opened_at: status === "new" && random() < 0.5 ? null : iso(created + 3 * MINUTE),
        opened_by: status === "new" ? null : (owner ?? ROSTER[0]),
        owner_email: owner,
        call_due_at: callDue ? iso(callDue) : null,
        duplicate_of: duplicateOf,
        text_consent: person.phone && random() < 0.4 ? 1 : 0,
      }),
    );
    ids.push(id);
    if (isStress && stressFirst === null) stressFirst = id;
    if (!duplicateOf && !isStress) recent.push([created, id, person]);
    related({ id, created, person, status, owner, source, emailKey, isStress: isStress && id === stressFirst, now });
  }

  /** The rows the POST and the desk's work leave around one request. */
  function related({ id, created, person, status, owner, source, emailKey, isStress, now }) {
    const at = (minutes) => iso(Math.min(created + minutes * MINUTE, now - 1000));
    const delivery = (channel, target, route, extra = {}) =>
      insert("deliveries", {
        lead_id: id,
        channel,
        target,
        route,
        status: "sent",
        attempts: 1,
        last_attempt_at: at(0.1),
        sent_at: at(0.2),
        created_at: at(0),
        ...extra,
      });
    delivery("staff-email", STAFF_INBOX, `staff-email ${STAFF_INBOX}`);
    if (person.email) {
      const domain = person.email.slice(person.email.lastIndexOf("@") + 1).toLowerCase();
      delivery("acknowledgement", person.email, "acknowledgement", {
        dedupe_key: `acknowledgement ${emailKey} ${kentDay(created)}`,
        cap_key: `acknowledgement ${domain}`,
      });
    }
    for (const number of ONCALL) delivery("sms", number, `sms ${number}`, { cap_key: `sms ${number}` });
    delivery("webhook", "https://hooks.example/a", "webhook https://hooks.example/a");
    delivery("webhook", "https://hooks.example/b", "webhook https://hooks.example/b");
    delivery("clio-grow", "https://grow.clio.com", "clio-grow");
    if (person.e164 && random() < 0.5)
      delivery("visitor-text", person.e164, `sms-visitor ${person.e164}`, random() < 0.1 ? { status: "skipped", reason: "cap" } : {});
    if (source === "phone") delivery("missed-call-text", person.e164 ?? "", "missed-call-text");
    insert("answer_keys", { lead_id: id, key_hash: hex(random, 32), expires_at: at(24 * 60) });
    if (owner)
      insert("lead_owner_changes", {
        lead_id: id,
        changed_at: at(0),
        changed_by: "round-robin",
        from_owner: null,
        to_owner: owner,
        form_key: formKey("arrival"),
      });
    if (random() < 0.05)
      insert("lead_owner_changes", {
        lead_id: id,
        changed_at: at(60),
        changed_by: ROSTER[0],
        from_owner: owner,
        to_owner: ROSTER[1],
        form_key: formKey("owner"),
      });

    // Calls: an unreachable request had the whole cadence (10 unanswered); others a few, the last one reaching.
    const calls = isStress ? 468 : status === "new" ? (random() < 0.3 ? 1 : 0) : status === "unreachable" ? 10 : 1 + Math.floor(random() * 3);
    for (let c = 0; c < calls; c++) {
      const reached = status !== "new" && status !== "unreachable" && c === calls - 1;
      const outcome = reached ? "reached" : one(random, ["voicemail", "no-answer", "busy"]);
      insert("call_attempts", {
        lead_id: id,
        attempted_at: at(5 + c * 180),
        attempted_by: owner ?? ROSTER[c % 3],
        outcome,
        call_back_at: null,
        note: random() < 0.1 ? "Left a message with the front desk." : null,
        form_key: formKey("attempt"),
      });
    }
    // Phone calls to the firm (about 30 a day): the call that opened a phone request, a call in from half of the
    // others, answered or missed (most with a voicemail); hang-ups and a few blocked callers open none.
    const line =
      source === "paid-search"
        ? person.language === "es"
          ? "google-ads-es"
          : "google-ads"
        : source === "paid-social"
          ? "meta"
          : source === "directory"
            ? "google-business-profile"
            : source === "organic-search" && random() < 0.5
              ? "organic-search"
              : "main";
    const phoneCall = (minutes, status, leadId, from = person.e164) => {
      const answered = status === "answered";
      const length = status === "hang-up" ? 4 + Math.floor(random() * 5) : 40 + Math.floor(random() * 400);
      const callId = insert("phone_calls", {
        call_sid: `CA${hex(random, 32)}`,
        from_e164: from,
        from_raw: from ?? "Anonymous",
        to_e164: "+12535550142",
        number_key: line,
        language: person.language,
        started_at: at(minutes),
        route: status === "blocked" ? null : "team",
        status,
        answered_by: answered ? (owner ?? ROSTER[0]) : null,
        answered_at: answered ? at(minutes + 0.3) : null,
        dial_status: status === "blocked" ? null : answered ? "completed" : "no-answer",
        talk_seconds: answered ? length - 20 : null,
        ended_at: at(minutes + length / 60),
        duration_seconds: length,
        lead_id: leadId,
        opened_request: leadId !== null && minutes === 0 ? 1 : 0,
      });
      if (status === "missed" && random() < 0.8)
        insert("call_recordings", {
          phone_call_id: callId,
          lead_id: leadId,
          recording_sid: `RE${hex(random, 32)}`,
          twilio_url: `https://api.twilio.com/2010-04-01/Accounts/AC0/Recordings/RE${hex(random, 8)}`,
          kind: "voicemail",
          status: "completed",
          duration_seconds: 10 + Math.floor(random() * 50),
          transcript: "Hi, I was in a car accident last week and I'd like to talk to someone. Please call me back.",
          transcript_status: "completed",
          created_at: at(minutes + length / 60),
        });
    };
    if (person.e164 && source === "phone") phoneCall(0, random() < 0.6 ? "answered" : "missed", id);
    else if (person.e164 && random() < 0.5) phoneCall(30 + random() * 600, random() < 0.6 ? "answered" : "missed", id);
    if (random() < 0.12) phoneCall(random() * 600, "hang-up", null, `+1206555${String(Math.floor(random() * 10_000)).padStart(4, "0")}`);
    if (random() < 0.02) phoneCall(random() * 600, "blocked", null, `+1800555${String(Math.floor(random() * 10_000)).padStart(4, "0")}`);
    // Status history: new → contacted → (consultation) → where it stands.
    const path =
      status === "new"
        ? []
        : status === "unreachable"
          ? ["unreachable"]
          : status === "contacted"
            ? ["contacted"]
            : ["contacted", ...(random() < 0.3 ? ["consultation-scheduled"] : []), ...(status === "contacted" ? [] : [status])].filter(
                (s, i, all) => all.indexOf(s) === i,
              );
    let from = "new";
    const changes = isStress ? 30 : path.length;
    for (let c = 0; c < changes; c++) {
      const to = isStress ? (c % 2 ? "new" : "contacted") : path[c];
      insert("lead_status_changes", {
        lead_id: id,
        changed_at: at(30 + c * 600),
        changed_by: to === "unreachable" ? "cadence" : (owner ?? ROSTER[0]),
        from_status: from,
        to_status: to,
        expected_fee_cents: to === "signed" ? 2_500_000 : null,
        form_key: formKey(to === "unreachable" ? "cadence" : "status"),
      });
      if (to === "declined" || to === "referred-out") {
        insert("lead_outcomes", {
          lead_id: id,
          status: to,
          reason: to === "declined" ? one(random, DECLINE_REASONS) : null,
          reason_text: null,
          referred_to: to === "referred-out" ? "Cascade Workers' Law PLLC" : null,
          referral_share_percent: to === "referred-out" ? 33 : null,
          recorded_at: at(30 + c * 600),
          recorded_by: owner ?? ROSTER[0],
          form_key: formKey("outcome"),
        });
        if (to === "declined" && random() < 0.5)
          insert("non_engagement_letters", {
            lead_id: id,
            language: person.language,
            address: person.email ? person.email.toLowerCase() : "",
            subject: "We cannot take your case",
            body: "Placeholder letter text.",
            created_at: at(40 + c * 600),
            created_by: owner ?? ROSTER[0],
            sent_at: person.email ? at(41 + c * 600) : null,
            form_key: formKey("letter"),
          });
      }
      if (to === "consultation-scheduled") {
        insert("consultations", {
          lead_id: id,
          starts_at: at(3 * 24 * 60),
          kind: one(random, ["office", "phone", "video"]),
          link: "",
          host_email: ROSTER[0],
          uid: `${hex(random, 16)}@kestrelinjurylaw.example`,
          sequence: 0,
          status: "scheduled",
          form_key: formKey("consultation"),
          booked_by: owner ?? ROSTER[0],
          created_at: at(30 + c * 600),
          updated_at: at(30 + c * 600),
        });
        if (person.email) delivery("consultation-email", person.email, "consultation-email");
      }
      if (to === "signed" && random() < 0.8) {
        const agreement = insert("agreements", {
          lead_id: id,
          token_hash: hex(random, 32),
          token_salt: hex(random, 16),
          status: "signed",
          signer_name: person.name,
          capacity: "self",
          language: person.language,
          fee_cents: null,
          document_text: "{}",
          document_sha256: hex(random, 32),
          unsigned_key: `agreements/${id}/unsigned.pdf`,
          signed_key: `agreements/${id}/signed.pdf`,
          signed_sha256: hex(random, 32),
          sent_by: owner ?? ROSTER[0],
          sent_at: at(20 + c * 600),
          signed_at: at(25 + c * 600),
          signed_name: person.name,
          expires_at: at(14 * 24 * 60),
          form_key: formKey("agreement"),
        });
        if (random() < 0.05) insert("agreement_events", { lead_id: id, agreement_id: agreement, at: at(22 + c * 600), kind: "viewed", detail: null });
        if (person.email) delivery("agreement-email", person.email, "agreement-email");
      }
      from = to;
    }
    const notes = isStress ? 300 : random() < 0.35 ? 1 + Math.floor(random() * 2) : 0;
    for (let c = 0; c < notes; c++)
      insert("lead_notes", {
        lead_id: id,
        created_at: at(20 + c * 90),
        author: owner ?? ROSTER[0],
        body: "Spoke with them; sending the questions. Placeholder note.",
        form_key: formKey("note"),
      });
    if (random() < 0.36) {
      const incident = created - (2 + random() * 700) * DAY;
      const deadline = incident + 3 * 365 * DAY;
      const flags = random() < 0.04 ? "minor" : random() < 0.03 ? "government" : "";
      const otherParty = random() < 0.5 ? one(random, OTHER_PARTIES) : null;
      insert("lead_answers", {
        lead_id: id,
        answers: JSON.stringify({ incidentDate: iso(incident).slice(0, 10), city: "Kent", ...(otherParty ? { otherParty } : {}) }),
        updated_at: at(30),
        updated_by: "visitor",
        incident_date: iso(incident).slice(0, 10),
        deadline_date: iso(deadline).slice(0, 10),
        deadline_flags: flags,
        other_party: otherParty,
      });
    }
    if (person.e164 && random() < 0.25) {
      const texts = 1 + Math.floor(random() * 4);
      for (let c = 0; c < texts; c++) {
        const inbound = c % 2 === 1;
        insert("text_messages", {
          lead_id: id,
          direction: inbound ? "inbound" : "outbound",
          body: inbound ? "Yes, after 5 works. Placeholder." : "Hi, this is Kestrel Injury Law about your request. Placeholder.",
          from_e164: inbound ? person.e164 : "+12535550100",
          to_e164: inbound ? "+12535550100" : person.e164,
          message_sid: `SM${hex(random, 16)}`,
          status: inbound ? "received" : "delivered",
          sent_by: inbound ? "visitor" : "system",
          media_count: 0,
          created_at: at(10 + c * 30),
          updated_at: at(10 + c * 30),
        });
      }
    }
    if (status === "new" || random() < 0.3) {
      const message = insert("call_reminder_messages", {
        kind: "due",
        via: "sms",
        target: "+12535550181",
        body: `1 call due: #${id}. Placeholder.`,
        status: "sent",
        attempts: 1,
        sent_at: at(20),
        created_at: at(20),
      });
      insert("call_reminders", { lead_id: id, kind: "due", due_at: at(5), target: "+12535550181", message_id: message, created_at: at(20) });
    }
  }

  // The stress person's other requests each carry their own arrival work (above); the first one
  // got 468 calls, 300 notes and 30 changes: about 2,000 events on any of their pages.
  // The firm's conflict list (2,600 names), and matches: a designed sample, most of them cleared.
  for (let c = 0; c < 2600; c++) {
    const origin = pick(random, ORIGINS);
    const name =
      c % 5 === 0
        ? `${one(random, LAST.english)} ${one(random, ["Trucking", "Logistics", "Builders"])} LLC`
        : `${one(random, FIRST[origin])} ${one(random, LAST[origin])}`;
    const key = name
      .split(/\s+/)
      .map(plainWord)
      .filter((w) => w && w !== "llc")
      .sort()
      .join(" ");
    insert("conflict_parties", { name, name_key: key, kind: c % 3 ? "adverse" : "client", uploaded_at: iso(now - 30 * DAY), uploaded_by: ROSTER[0] });
  }
  const pairs = Math.round(n * 0.018);
  for (let c = 0; c < pairs; c++) {
    const a = ids[Math.floor(random() * ids.length)];
    const b = ids[Math.floor(random() * ids.length)];
    if (a === b) continue;
    const matchKey = createHash("sha256")
      .update(`${Math.min(a, b)}-${Math.max(a, b)}`)
      .digest("hex")
      .slice(0, 32);
    try {
      insert("conflict_matches", {
        lead_id: a,
        match_key: matchKey,
        strength: "possible",
        our_role: "person",
        our_name: "Seeded Name",
        their_role: "person",
        their_name: "Seeded Name",
        other_lead_id: b,
        found_at: iso(now - random() * days * DAY),
      });
      insert("conflict_matches", {
        lead_id: b,
        match_key: matchKey,
        strength: "possible",
        our_role: "person",
        our_name: "Seeded Name",
        their_role: "person",
        their_name: "Seeded Name",
        other_lead_id: a,
        found_at: iso(now - random() * days * DAY),
      });
    } catch {
      continue; // the same pair twice
    }
    if (random() < 0.85)
      insert("conflict_clearances", {
        lead_id: a,
        match_key: matchKey,
        cleared_by: ROSTER[0],
        cleared_at: iso(now - random() * days * DAY),
        form_key: formKey("clear"),
      });
  }
  // Daily counts for the last two years (the Cron prunes older days): taps and requests by page and source.
  const countDays = Math.min(days, 730);
  const pages = ["/", ...Object.values(CASE_PAGES).map(([p]) => p), HOME[0], "/es/kent-wa/abogado-de-accidentes"];
  for (let d = 0; d < countDays; d++) {
    const day = kentDay(now - d * DAY);
    for (const page of pages) {
      for (const [event, chance] of [
        ["call_tap", 0.9],
        ["text_tap", 0.4],
        ["consultation_request", 0.9],
      ]) {
        if (random() > chance) continue;
        for (const [channel, source] of [
          ["organic-search", "google"],
          ["direct", "(direct)"],
          ["paid-search", "google"],
        ]) {
          if (random() < 0.5)
            insert("daily_counts", {
              day,
              event,
              page,
              channel,
              source,
              campaign: channel === "paid-search" ? one(random, CAMPAIGNS) : "",
              landing_page: page,
              count: 1 + Math.floor(random() * 6),
            });
        }
      }
    }
  }
  // Ad spend: three platforms' daily cost per campaign, one upload a month each; a monthly amount typed by hand.
  const months = Math.ceil(days / 30);
  for (const platform of ["google-ads", "meta-ads", "microsoft-ads"]) {
    for (let m = 0; m < months; m++) {
      const toDay = kentDay(now - m * 30 * DAY);
      const fromDay = kentDay(now - (m * 30 + 29) * DAY);
      const upload = insert("spend_uploads", {
        platform,
        file_name: `${platform}-${fromDay}.csv`,
        from_day: fromDay,
        to_day: toDay,
        rows: 90,
        total_cents: 900_000,
        currency_named: 1,
        uploaded_at: iso(now - m * 30 * DAY),
        uploaded_by: ROSTER[0],
        form_key: formKey("upload"),
      });
      for (let d = 0; d < 30; d++) {
        const day = kentDay(now - (m * 30 + d) * DAY);
        for (const campaign of CAMPAIGNS.slice(0, 3)) {
          try {
            insert("ad_spend", { platform, day, campaign, campaign_key: campaign, amount_cents: 5_000 + Math.floor(random() * 20_000), upload_id: upload });
          } catch {}
        }
      }
    }
  }
  for (let m = 0; m < months; m += 1) {
    const month = kentDay(now - m * 30 * DAY).slice(0, 7);
    try {
      insert("manual_spend", {
        month,
        source: "directory",
        label: "Avvo listing",
        amount_cents: 45_000,
        updated_at: iso(now - m * 30 * DAY),
        updated_by: ROSTER[0],
      });
    } catch {}
  }
  db.exec("COMMIT");
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
  log(`seeded ${n} requests over ${days} days`);
  return { counts, days, stressId: stressFirst, ids };
}
