/**
 * The status tables (migration 2026-11-26-002-status): stored checks, the daily roll-up, staff-set
 * component states and incidents. The same queries run on SQLite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { isServiceStatus } from "~/features/status/status-schema";
import type { ServiceStatus } from "~/features/status/status-schema";
import { recentIncidentDays, statusMessageCodes } from "~/features/status/status-schema";
import type {
  ComponentStateInput,
  Incident,
  IncidentImpact,
  IncidentStatus,
  IncidentUpdateInput,
  NewIncidentInput,
  StatusMessageCode,
} from "~/features/status/status-schema";
import type { IntakeDb, StatusIncidentTable } from "../database";
import { addDays, dayKey, minuteKey, rollUpDay } from "./history";
import type { DayRollup } from "./history";

export type CheckRow = {
  component: string;
  status: ServiceStatus;
  messageCode: StatusMessageCode | null;
};

export type StoredCheck = CheckRow & { minute: string; checkedAt: string };

const asStatus = (value: string): ServiceStatus => (isServiceStatus(value) ? value : "major_outage");
const asCode = (value: string | null): StatusMessageCode | null =>
  value && (statusMessageCodes as readonly string[]).includes(value)
    ? (value as StatusMessageCode)
    : null;

/**
 * Stores this minute's results; a row another instance already wrote for the same component and
 * minute wins, so the data never doubles. Returns how many rows this call added.
 */
export async function recordChecks(
  db: IntakeDb,
  rows: readonly CheckRow[],
  at: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const minute = minuteKey(at);
  const result = await db
    .insertInto("status_checks")
    .values(
      rows.map((row) => ({
        component: row.component,
        minute,
        status: row.status,
        message_code: row.messageCode,
        checked_at: at.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(["component", "minute"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Each component's newest stored check from the last `withinMs`. */
export async function latestChecks(
  db: IntakeDb,
  now: Date,
  withinMs = 10 * 60_000,
): Promise<Map<string, StoredCheck>> {
  const rows = await db
    .selectFrom("status_checks")
    .selectAll()
    .where("minute", ">=", minuteKey(new Date(now.getTime() - withinMs)))
    .orderBy("minute", "desc")
    .execute();
  const latest = new Map<string, StoredCheck>();
  for (const row of rows) {
    if (latest.has(row.component)) continue;
    latest.set(row.component, {
      component: row.component,
      status: asStatus(row.status),
      messageCode: asCode(row.message_code),
      minute: row.minute,
      checkedAt: row.checked_at,
    });
  }
  return latest;
}

type Rollups = Map<string, Map<string, DayRollup>>;

/** Per component and day, from the raw checks of the days from `fromDay` (inclusive). */
async function rawRollups(db: IntakeDb, fromDay: string, beforeDay?: string): Promise<Rollups> {
  let query = db
    .selectFrom("status_checks")
    .select((eb) => [
      "component",
      "status",
      eb.fn<string>("substr", ["minute", eb.val(1), eb.val(10)]).as("day"),
      eb.fn.countAll<number | string | bigint>().as("count"),
    ])
    .where("minute", ">=", fromDay);
  if (beforeDay) query = query.where("minute", "<", beforeDay);
  const rows = await query.groupBy(["component", "status", "day"]).execute();
  const counts = new Map<string, Map<string, Partial<Record<ServiceStatus, number>>>>();
  for (const row of rows) {
    const byDay = counts.get(row.component) ?? new Map();
    counts.set(row.component, byDay);
    const day = byDay.get(row.day) ?? {};
    byDay.set(row.day, day);
    const status = asStatus(row.status);
    day[status] = (day[status] ?? 0) + Number(row.count);
  }
  const result: Rollups = new Map();
  for (const [component, byDay] of counts) {
    result.set(
      component,
      new Map([...byDay].map(([day, dayCounts]) => [day, rollUpDay(dayCounts)])),
    );
  }
  return result;
}

/** Raw checks are kept this many days (today included) before only their roll-up remains. */
export const rawRetentionDays = 3;
export const dailyRetentionDays = 90;

/**
 * Rolls every finished day that still has raw checks into status_daily (an upsert, so running it
 * again, or on two instances, gives the same rows), then drops raw checks past the retention
 * and days past 90.
 */
export async function rollUpAndPurge(db: IntakeDb, now: Date): Promise<void> {
  const today = dayKey(now);
  const rollups = await rawRollups(db, "0000", today);
  for (const [component, byDay] of rollups) {
    for (const [day, rollup] of byDay) {
      if (!rollup.worst) continue;
      const values = {
        checks: rollup.checks,
        failures: rollup.failures,
        worst: rollup.worst,
      };
      await db
        .insertInto("status_daily")
        .values({ component, day, ...values })
        .onConflict((conflict) => conflict.columns(["component", "day"]).doUpdateSet(values))
        .execute();
    }
  }
  await db
    .deleteFrom("status_checks")
    .where("minute", "<", addDays(today, -(rawRetentionDays - 1)))
    .execute();
  await db
    .deleteFrom("status_daily")
    .where("day", "<", addDays(today, -(dailyRetentionDays - 1)))
    .execute();
}

/** Every component's days from `fromDay`: rolled-up days, with raw checks where they remain. */
export async function dailyRollups(
  db: IntakeDb,
  fromDay: string,
  now: Date,
): Promise<Rollups> {
  const stored = await db
    .selectFrom("status_daily")
    .selectAll()
    .where("day", ">=", fromDay)
    .execute();
  const result: Rollups = new Map();
  for (const row of stored) {
    const byDay = result.get(row.component) ?? new Map<string, DayRollup>();
    result.set(row.component, byDay);
    byDay.set(row.day, {
      checks: Number(row.checks),
      failures: Number(row.failures),
      worst: asStatus(row.worst),
    });
  }
  const rawFrom = addDays(dayKey(now), -(rawRetentionDays - 1));
  const raw = await rawRollups(db, rawFrom > fromDay ? rawFrom : fromDay);
  for (const [component, byDay] of raw) {
    const target = result.get(component) ?? new Map<string, DayRollup>();
    result.set(component, target);
    // The raw checks are the complete truth for their days; a roll-up of them may be older.
    for (const [day, rollup] of byDay) target.set(day, rollup);
  }
  return result;
}

export type ManualState = { status: ServiceStatus; message: string; updatedAt: string };

export async function manualStates(db: IntakeDb): Promise<Map<string, ManualState>> {
  const rows = await db.selectFrom("status_manual").selectAll().execute();
  return new Map(
    rows.map((row) => [
      row.component,
      { status: asStatus(row.status), message: row.message, updatedAt: row.updated_at },
    ]),
  );
}

export async function setManualState(
  db: IntakeDb,
  component: string,
  input: ComponentStateInput,
  now: Date,
): Promise<ManualState> {
  const values = { status: input.status, message: input.message, updated_at: now.toISOString() };
  await db
    .insertInto("status_manual")
    .values({ component, ...values })
    .onConflict((conflict) => conflict.column("component").doUpdateSet(values))
    .execute();
  return { status: input.status, message: input.message, updatedAt: values.updated_at };
}

type IncidentRow = StatusIncidentTable;

async function withUpdates(db: IntakeDb, rows: IncidentRow[]): Promise<Incident[]> {
  if (rows.length === 0) return [];
  const updates = await db
    .selectFrom("status_incident_updates")
    .selectAll()
    .where(
      "incident_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    let components: string[] = [];
    try {
      const parsed: unknown = JSON.parse(row.components);
      if (Array.isArray(parsed)) components = parsed.filter((id) => typeof id === "string");
    } catch {
      components = [];
    }
    return {
      id: row.id,
      title: row.title,
      impact: row.impact as IncidentImpact,
      components,
      status: row.status as IncidentStatus,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      resolvedAt: row.resolved_at,
      updates: updates
        .filter((update) => update.incident_id === row.id)
        .map((update) => ({
          id: update.id,
          status: update.status as IncidentStatus,
          message: update.message,
          createdAt: update.created_at,
        })),
    };
  });
}

/** Open incidents (newest first), then those resolved in the last 14 days. */
export async function currentIncidents(db: IntakeDb, now: Date): Promise<Incident[]> {
  const since = new Date(now.getTime() - recentIncidentDays * 86_400_000).toISOString();
  const open = await db
    .selectFrom("status_incidents")
    .selectAll()
    .where("status", "!=", "resolved")
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  const resolved = await db
    .selectFrom("status_incidents")
    .selectAll()
    .where("status", "=", "resolved")
    .where("resolved_at", ">=", since)
    .orderBy("resolved_at", "desc")
    .limit(20)
    .execute();
  return withUpdates(db, [...open, ...resolved]);
}

/** The feed's incidents: the 50 most recently updated. */
export async function feedIncidents(db: IntakeDb): Promise<Incident[]> {
  const rows = await db
    .selectFrom("status_incidents")
    .selectAll()
    .orderBy("updated_at", "desc")
    .limit(50)
    .execute();
  return withUpdates(db, rows);
}

export async function getIncident(db: IntakeDb, id: string): Promise<Incident | null> {
  const row = await db
    .selectFrom("status_incidents")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? ((await withUpdates(db, [row]))[0] ?? null) : null;
}

export async function createIncident(
  db: IntakeDb,
  input: NewIncidentInput,
  now: Date,
): Promise<Incident> {
  const id = randomUUID();
  const at = now.toISOString();
  const components = [...new Set(input.components)];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("status_incidents")
      .values({
        id,
        title: input.title,
        impact: input.impact,
        components: JSON.stringify(components),
        status: input.status,
        created_at: at,
        updated_at: at,
        resolved_at: input.status === "resolved" ? at : null,
      })
      .execute();
    await trx
      .insertInto("status_incident_updates")
      .values({
        id: randomUUID(),
        incident_id: id,
        status: input.status,
        message: input.message,
        created_at: at,
      })
      .execute();
  });
  return (await getIncident(db, id))!;
}

/** Adds a timestamped update; its status becomes the incident's ("resolved" resolves it). */
export async function addIncidentUpdate(
  db: IntakeDb,
  id: string,
  input: IncidentUpdateInput,
  now: Date,
): Promise<Incident | null> {
  const at = now.toISOString();
  const found = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("status_incidents")
      .select(["id", "resolved_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto("status_incident_updates")
      .values({
        id: randomUUID(),
        incident_id: id,
        status: input.status,
        message: input.message,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable("status_incidents")
      .set({
        status: input.status,
        updated_at: at,
        resolved_at: input.status === "resolved" ? (row.resolved_at ?? at) : null,
      })
      .where("id", "=", id)
      .execute();
    return true;
  });
  return found ? getIncident(db, id) : null;
}
