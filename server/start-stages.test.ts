import { describe, expect, it } from "vitest";
import { startStages, type StartStage } from "./start-stages";

describe("start-up stage lines", () => {
  it("prints a stage's line as it is, and a long stage's count at most once an interval, always its last", () => {
    const lines: Array<[string, StartStage]> = [];
    let clock = 0;
    const stages = startStages({ print: (line, stage) => lines.push([line, stage]), now: () => clock, progressEveryMs: 3_000 });
    stages.say("migrations", "Applying database migrations…");
    const picture = stages.progress("pictures", "Drawing demo pictures:");
    for (let made = 1; made <= 10; made++) {
      clock += 1_000;
      picture(made, 10);
    }
    expect(lines).toEqual([
      ["Applying database migrations…", "migrations"],
      ["Drawing demo pictures: 3 of 10", "pictures"],
      ["Drawing demo pictures: 6 of 10", "pictures"],
      ["Drawing demo pictures: 9 of 10", "pictures"],
      ["Drawing demo pictures: 10 of 10", "pictures"],
    ]);
  });
});
