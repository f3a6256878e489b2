import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `script` in a process logging as production does, after logProcessOutput(). */
function runLogged(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const source = `import { logProcessOutput } from "./server/process-log.ts";\nlogProcessOutput();\n${script}`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Raw control characters, C1 controls and Unicode line separators: none may appear in a log line as written. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe("logProcessOutput", () => {
  it("turns console output, warnings and a crash into JSON lines, with no raw control characters", async () => {
    const { code, stdout, stderr } = await runLogged(`
      console.log("Sugar Apple Realty is running");
      console.warn('Villa not found: "x\\u0000y\\u001b[31m\\u007f\\u0085\\u2028"', { available: 2 });
      console.error("Render failed", new Error("boom\\u0007"));
      console.trace("traced");
      process.emitWarning("odd\\u0000warning");
      setTimeout(() => { throw new Error("crash\\u0000"); }, 50);
    `);
    expect(code).toBe(1);
    expect(stderr).toBe("");
    const lines = stdout.trimEnd().split("\n");
    for (const line of lines) expect(line).not.toMatch(RAW_CONTROL);
    const entries = lines.map((line) => JSON.parse(line) as { level: string; msg: string; source?: string; error?: { message: string; stack?: string } });
    expect(entries).toMatchObject([
      { level: "info", source: "console", msg: "Sugar Apple Realty is running" },
      { level: "warn", source: "console", msg: 'Villa not found: "x\u0000y\u001b[31m\u007f\u0085\u2028" { available: 2 }' },
      { level: "error", source: "console", msg: "Render failed Error: boom\u0007", error: { message: "boom\u0007" } },
      { level: "error", source: "console", msg: expect.stringMatching(/^Trace: traced\n\s+at /) },
      { level: "warn", source: "process", msg: "Warning: odd\u0000warning" },
      { level: "error", msg: "The server stopped on an unexpected error", error: { message: "crash\u0000" } },
    ]);
    expect(entries[2]!.error!.stack).toMatch(/\n\s+at /);
  });
});
