import { logger, logsAsJson } from "../app/shared/lib/logger.server";

/** The stages of a start an operator waits through, named in each line's `stage` field under JSON logging. */
export type StartStage = "database" | "migrations" | "demo data" | "pictures" | "listening";

export type StartStagesOptions = {
  /** For tests; a readable line, or a JSON log line with the stage, otherwise. */
  print?: (line: string, stage: StartStage) => void;
  now?: () => number;
  /** The least time between two progress lines of one stage (its last line is always printed). */
  progressEveryMs?: number;
};

function printStage(line: string, stage: StartStage) {
  // Under JSON logging each is a log line whose msg reads as it would on a terminal.
  if (logsAsJson()) logger.info(line, { stage });
  else console.log(line);
}

/**
 * One line as each stage of the start begins, and a count now and then for
 * the long ones, so that a first start (minutes of demo pictures) never looks
 * hung; a few lines, not one per item.
 */
export function startStages(options: StartStagesOptions = {}) {
  const print = options.print ?? printStage;
  const now = options.now ?? Date.now;
  const every = options.progressEveryMs ?? 3_000;
  return {
    say: (stage: StartStage, line: string) => print(line, stage),
    /** `made of total` lines for one stage, at most one per interval and always the last. */
    progress(stage: StartStage, label: string) {
      let printedAt = now();
      return (made: number, total: number) => {
        if (made < total && now() - printedAt < every) return;
        printedAt = now();
        print(`${label} ${made} of ${total}`, stage);
      };
    },
  };
}
