import { describe, expect, it } from "vitest";
import { commandCompleteAndReady, endsUnit, parseListenCommand, readFrontendMessages, scanBackendOutput } from "./wire-messages";

function typed(type: string, body: string): Buffer {
  const bytes = Buffer.from(body, "utf8");
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(bytes.length + 4, 1);
  return Buffer.concat([header, bytes]);
}

function notification(channel: string, payload: string): Buffer {
  return typed("A", `\0\0\0\x01${channel}\0${payload}\0`);
}

describe("wire protocol framing", () => {
  it("reassembles messages split across reads and keeps the incomplete tail", () => {
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196_608, 4);
    const stream = Buffer.concat([startup, typed("Q", "select 1\0"), typed("P", "\0select $1\0\0\0")]);
    const first = readFrontendMessages(stream.subarray(0, 15), false);
    expect(first.messages.map((message) => message.type)).toEqual([""]);
    expect(first.startedUp).toBe(true);
    const second = readFrontendMessages(Buffer.concat([first.rest, stream.subarray(15)]), first.startedUp);
    expect(second.messages.map((message) => message.type)).toEqual(["Q", "P"]);
    expect(second.rest.length).toBe(0);
    expect(second.messages.map(endsUnit)).toEqual([true, false]);
  });

  it("takes notifications out of an answer and reads its last transaction status", () => {
    const answer = Buffer.concat([typed("C", "COMMIT\0"), notification("reviews", '{"id":1}'), commandCompleteAndReady("X", "T").subarray(-6)]);
    const scan = scanBackendOutput(answer);
    expect(scan.notifications.map(({ channel, payload }) => ({ channel, payload }))).toEqual([{ channel: "reviews", payload: '{"id":1}' }]);
    expect(scan.output.equals(Buffer.concat([typed("C", "COMMIT\0"), typed("Z", "T")]))).toBe(true);
    expect(scan.status).toBe("T");
  });

  it("recognises only a bare LISTEN or UNLISTEN as one", () => {
    expect(parseListenCommand('listen "live_updates"')).toEqual({ command: "LISTEN", channel: "live_updates" });
    expect(parseListenCommand("UNLISTEN Reviews;")).toEqual({ command: "UNLISTEN", channel: "reviews" });
    expect(parseListenCommand("unlisten *")).toEqual({ command: "UNLISTEN", channel: "*" });
    expect(parseListenCommand("listen a; select 1")).toBeUndefined();
    expect(parseListenCommand("select 'listen x'")).toBeUndefined();
  });
});
