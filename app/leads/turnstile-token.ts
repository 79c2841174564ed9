/** The Turnstile token as the submit reads it: without one the JSON door would refuse the
 * request, so the form posts itself instead. */

/** The field the widget adds to its form. */
const TOKEN_FIELD = "cf-turnstile-response";
/** How long a submit waits for the token of a widget that loaded (it may still be working). */
const TOKEN_WAIT_MS = 3000;

/** The widget's token, waiting a little when its script loaded but has no token yet;
 * null when there is none (the script was blocked or failed). */
export async function turnstileToken(form: HTMLFormElement): Promise<string | null> {
  const read = () => {
    const value = new FormData(form).get(TOKEN_FIELD);
    return typeof value === "string" && value ? value : null;
  };
  const deadline = Date.now() + TOKEN_WAIT_MS;
  while (!read() && window.turnstile && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
}
