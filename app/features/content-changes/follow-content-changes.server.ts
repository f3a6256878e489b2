import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { listen } from "~/shared/db/notify.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { logger } from "~/shared/lib/logger.server";
import { CONTENT_CHANGES_CHANNEL, isContentChange, MARK_PREFIX } from "./content-channel.server";

/** How often a process says it is alive; one silent for three beats is not waited for. */
const HEARTBEAT_MS = 5_000;
const LIVE_SECONDS = 15;
/** Longest a saving request waits for the other processes before it answers anyway (and says so in the log). */
const WAIT_MS = 2_000;

export type ContentFollower = {
  /**
   * Runs a submission. When it changed public content, this process's kept
   * pages are cleared at once and the answer waits (at most two seconds) until
   * every other live process has cleared its own, so that the page the visitor
   * loads next shows the change whichever process serves it.
   */
  visibleAfter<T>(run: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
};

type FollowOptions = { clear: () => void; waitMs?: number; heartbeatMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the change sequence stands; it moves in every transaction that changes public content. */
async function changePosition(): Promise<string> {
  const { rows } = await rawQuery<{ last_value: string | number; is_called: boolean }>(getDb(), sql`select last_value, is_called from public_content_changes`);
  return `${rows[0]?.last_value}:${rows[0]?.is_called}`;
}

/**
 * Sends the next mark on the content channel, after everything this process
 * has committed. Notifications reach each listener in commit order, so a
 * process that has read this mark has read every earlier change.
 */
async function sendMark(): Promise<number> {
  const { rows } = await rawQuery<{ mark: string | number }>(
    getDb(),
    sql`with next as (select nextval('public_content_marks') as mark) select mark, pg_notify(${CONTENT_CHANGES_CHANNEL}, ${MARK_PREFIX} || mark) from next`,
  );
  return Number(rows[0]!.mark);
}

async function processesBehind(mark: number): Promise<number> {
  const { rows } = await rawQuery<{ behind: number }>(
    getDb(),
    sql`select count(*)::int as behind from content_listeners where applied_mark < ${mark} and seen_at > now() - make_interval(secs => ${LIVE_SECONDS})`,
  );
  return rows[0]?.behind ?? 0;
}

/**
 * Clears what this process keeps whenever public content changes (and after
 * a lost listener reconnects: it may have missed some), and takes part in the
 * acknowledgement of marks that lets a saving request in any process wait
 * until every process has cleared (decision 0118).
 */
export async function followContentChanges(options: FollowOptions): Promise<ContentFollower> {
  const id = randomUUID();
  const waitMs = options.waitMs ?? WAIT_MS;
  let applied = 0;
  let written = 0;
  let writing = false;
  let stopped = false;

  const writeAcknowledgement = async () => {
    if (writing) return;
    writing = true;
    try {
      while (written < applied && !stopped) {
        const mark = applied;
        await getDb().execute(sql`update content_listeners set applied_mark = greatest(applied_mark, ${mark}), seen_at = now() where id = ${id}`);
        written = mark;
      }
    } catch (error) {
      logger.warn("Could not record the content changes this process has applied", { error });
    } finally {
      writing = false;
    }
  };
  const acknowledge = (mark: number) => {
    if (!Number.isSafeInteger(mark) || mark <= applied) return;
    applied = mark;
    void writeAcknowledgement();
  };

  const onPayload = (payload: string) => {
    if (isContentChange(payload)) options.clear();
    else acknowledge(Number(payload.slice(MARK_PREFIX.length)));
  };
  // Every mark issued before the listener was back covers changes committed before it: read it first, then clear.
  const onReconnect = () => {
    rawQuery<{ mark: string | number }>(getDb(), sql`select case when is_called then last_value else 0 end as mark from public_content_marks`).then(
      ({ rows }) => {
        options.clear();
        acknowledge(Number(rows[0]?.mark ?? 0));
      },
      (error: unknown) => {
        options.clear();
        logger.warn("Could not read the content marks after reconnecting", { error });
      },
    );
  };
  const stopListening = await listen(CONTENT_CHANGES_CHANNEL, onPayload, { onReconnect });

  const beat = () =>
    getDb().execute(sql`insert into content_listeners (id, applied_mark, seen_at) values (${id}, ${written}, now()) on conflict (id) do update set seen_at = now()`);
  await beat();
  // Rows of processes long gone are only clutter: they are not waited for.
  await getDb().execute(sql`delete from content_listeners where seen_at < now() - interval '1 day'`);
  const heartbeat = setInterval(() => {
    beat().catch((error: unknown) => logger.warn("Could not record that this process follows content changes", { error }));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // Registered behind every mark so far: its own first mark brings it level once its listener has read that far.
  await sendMark();

  const waitForEveryProcess = async () => {
    const started = Date.now();
    const mark = await sendMark();
    for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
      const behind = await processesBehind(mark);
      if (behind === 0) return;
      if (Date.now() - started >= waitMs) {
        logger.warn("Answered a change to public content before every process had cleared its pages", { behind, mark, waitedMs: Date.now() - started });
        return;
      }
      await sleep(pause);
    }
  };

  return {
    async visibleAfter(run) {
      const before = await changePosition().catch(() => null);
      const result = await run();
      if (before === null || stopped) return result;
      try {
        if ((await changePosition()) === before) return result;
        // This process first, with nothing in between, then the others.
        options.clear();
        await waitForEveryProcess();
      } catch (error) {
        logger.warn("Could not wait for every process to clear its pages after a change", { error });
      }
      return result;
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      await stopListening();
      await getDb()
        .execute(sql`delete from content_listeners where id = ${id}`)
        .catch(() => undefined);
    },
  };
}
