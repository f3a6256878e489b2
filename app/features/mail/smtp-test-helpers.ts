import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "s3cret-smtp-pass";

export type Received = { from: string | undefined; to: string[]; raw: string };
/** A reply the server gives instead of accepting, e.g. { code: 550, message: "5.1.1 No such user" }. */
export type Refusal = { code: number; message: string };

/** What a test server accepted and was asked, and how it answers particular recipients. */
export type Mailbox = {
  received: Received[];
  /** Every RCPT TO address the server was sent, accepted or not. */
  recipientsTried: string[];
  /** Addresses the server refuses, with its reply: a sender at MAIL FROM, a recipient at RCPT TO; everyone else is accepted. */
  refusals: Map<string, Refusal>;
};

export function newMailbox(): Mailbox {
  return { received: [], recipientsTried: [], refusals: new Map() };
}

/** Empties the mailbox and forgets its refusals, between tests. */
export function clearMailbox(mailbox: Mailbox) {
  mailbox.received.length = 0;
  mailbox.recipientsTried.length = 0;
  mailbox.refusals.clear();
}

function refusal({ code, message }: Refusal): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** A real SMTP server in this process, with a login (SMTP_USER, SMTP_PASSWORD), writing to `mailbox`. */
export function smtpServer(mailbox: Mailbox): SMTPServer {
  return new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onMailFrom(address, _session, callback) {
      const refused = mailbox.refusals.get(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onRcptTo(address, _session, callback) {
      mailbox.recipientsTried.push(address.address);
      const refused = mailbox.refusals.get(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mailbox.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
}

/** Starts the server on 127.0.0.1 (any free port unless given) and answers its port. */
export async function listen(server: SMTPServer, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return (server.server.address() as AddressInfo).port;
}

export async function close(server: SMTPServer) {
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A local port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
