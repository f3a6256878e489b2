import { SMTPServer } from "smtp-server";

/** A message as the test's mail server received it. */
export type ReceivedMail = { to: string[]; raw: string };

/** A mail server on 127.0.0.1:`port` that accepts everything and keeps what it got. */
export async function startInbox(port: number) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    received,
    /** The messages to `address` whose subject starts with `subject`, in the order they came. */
    to: (address: string, subject = "") => received.filter((mail) => mail.to.includes(address) && (mailHeader(mail.raw, "Subject") ?? "").startsWith(subject)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable bytes (=XX) as UTF-8 text. */
const decodeBytes = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");

/** A message's text as written: quoted-printable soft breaks joined and escapes decoded. */
export function readableMail(raw: string): string {
  return decodeBytes(raw.replace(/=\r?\n/g, "")).replace(/\r\n/g, "\n");
}

/** A header's value, unfolded, with its RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const value = new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, "mi").exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, " ");
  return value
    ?.replace(/\?=\s+=\?UTF-8\?Q\?/gi, "")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_match, words: string) => decodeBytes(words.replace(/_/g, " ")));
}
