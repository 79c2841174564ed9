/** Keys and tokens kept only as hashes: 256 random bits as base64url, and SHA-256 in hex. */
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export async function sha256Hex(data: string | ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return hex(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
}

/** A random key of 256 bits, URL-safe (43 characters). */
export const randomKey = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

export const randomHex = (byteCount: number) => hex(crypto.getRandomValues(new Uint8Array(byteCount)).buffer);
