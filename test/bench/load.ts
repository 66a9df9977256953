import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { db } from '../../functions/src/platform/db/client';
import { startLocalCloud } from '../../infra/local/cloud';
import { createWorld } from '../../infra/local/demo/builders';
import { saveAll } from '../../infra/local/demo/save-world';
import { freePort } from '../../infra/local/ports';
import { Role } from '../../shared/src/enums';
import { loadRange, todayInSofia } from '../../web/src/features/communication/calendar/calendar-dates';
import type { LoadPlan, VirtualUser } from './load-driver';

/**
 * `npm run bench:load [-- --iterations N] [-- --scenario morning]`: 200 concurrent virtual users against the local cloud (its own
 * in-memory data), driven by autocannon from a separate process (test/bench/load-driver.ts). Figures, not a
 * test: it prints requests/s and p50/p95/p99 per route and exits 1 on any error. docs/performance.md keeps
 * the figures and says how sign-in is measured.
 */
const staffPerKindergarten = 5;
const groupsPerKindergarten = 2;
const childrenPerGroup = 5;

/**
 * The virtual users: staff of the kindergartens (a director and four teachers each, so every virtual user
 * is a distinct account and no account signs in twice at once), each kindergarten with two groups of five
 * children and their parents, who receive the messages. Written with the demo builders (users through `createUser`).
 */
async function createVirtualUsers(
  tableName: string,
  kindergartens: number,
): Promise<Omit<VirtualUser, 'token'>[]> {
  const w = createWorld({ namespace: 'load', seed: 11 });
  const users: Omit<VirtualUser, 'token'>[] = [];
  for (let k = 0; k < kindergartens; k++) {
    const kg = w.aKindergarten({ name: `ДГ № ${k + 1} „Натоварване“` });
    w.aSchoolYear(kg);
    const groups = Array.from({ length: groupsPerKindergarten }, () => w.aGroup(kg));
    for (const group of groups)
      for (let c = 0; c < childrenPerGroup; c++) {
        const family = w.aFamily();
        const child = w.aChild(kg, group, { family });
        w.aGuardian(child, w.aParent(kg, { family }));
      }
    for (let s = 0; s < staffPerKindergarten; s++) {
      const role = s === 0 ? Role.Director : Role.Teacher;
      const user = w.aUser({ baseRole: role });
      w.aStaffMember(kg, { role, user });
      users.push({
        email: user.email!,
        password: user.password,
        kindergartenId: kg.id,
        groupId: groups[s % groups.length]!.id,
      });
    }
  }
  await saveAll(db(), tableName, w.items);
  return users;
}

/** The morning scenario's kindergartens: 25 × 6 groups make 150 teachers, each with a group of 20. */
const morningKindergartens = 25;
const morningGroups = 6;
const morningChildren = 20;

/** A teacher per group, assigned to it, and the group's children (no parents: nobody reads the marks). */
async function createMorningTeachers(tableName: string): Promise<Omit<VirtualUser, 'token'>[]> {
  const w = createWorld({ namespace: 'morning', seed: 12 });
  const users: Omit<VirtualUser, 'token'>[] = [];
  for (let k = 0; k < morningKindergartens; k++) {
    const kg = w.aKindergarten({ name: `ДГ № ${k + 1} „Утро“` });
    w.aSchoolYear(kg);
    for (let g = 0; g < morningGroups; g++) {
      const user = w.aUser({ baseRole: Role.Teacher });
      w.aStaffMember(kg, { role: Role.Teacher, user });
      const group = w.aGroup(kg, { teacherIds: [user.id] });
      const children = Array.from({ length: morningChildren }, () => w.aChild(kg, group).id);
      users.push({
        email: user.email!,
        password: user.password,
        kindergartenId: kg.id,
        groupId: group.id,
        children,
      });
    }
  }
  await saveAll(db(), tableName, w.items);
  return users;
}

/**
 * Every virtual user signs in once before the timed runs, 20 at a time, for the tokens of the page
 * requests. The timed sign-in run then signs each of them in once more, all 200 at once.
 */
async function signIn(url: string, users: Omit<VirtualUser, 'token'>[]): Promise<VirtualUser[]> {
  const signedIn: VirtualUser[] = [];
  for (let i = 0; i < users.length; i += 20) {
    const batch = users.slice(i, i + 20);
    const tokens = await Promise.all(
      batch.map(async (u) => {
        const res = await fetch(`${url}/api/identity/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: u.email, password: u.password, identifierKind: 0 }),
        });
        if (!res.ok) throw new Error(`sign-in of a virtual user answered ${res.status}: ${await res.text()}`);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    batch.forEach((u, j) => {
      signedIn.push({ ...u, token: tokens[j]! });
    });
  }
  return signedIn;
}

function drive(planFile: string): Promise<number> {
  const driver = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('test/bench/load-driver.ts'), planFile],
    {
      stdio: 'inherit',
    },
  );
  return new Promise((resolve, reject) => {
    driver.on('error', reject);
    driver.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '3' },
      // 5 virtual users (staff) per kindergarten: 40 make the 200 of issue #11.
      kindergartens: { type: 'string', default: '40' },
      // `morning`: 150 teachers mark their groups at once (issue #34).
      scenario: { type: 'string', default: 'visit' },
    },
  });
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.resolve('.test-data/bench-load');
  const cloud = await startLocalCloud({ port: await freePort(), dataDir, inMemory: true, quiet: true });
  try {
    const started = performance.now();
    const morning = values.scenario === 'morning';
    const users = await signIn(
      cloud.url,
      morning
        ? await createMorningTeachers(cloud.tableName)
        : await createVirtualUsers(cloud.tableName, Number(values.kindergartens)),
    );
    console.log(
      `${users.length} virtual users created and signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const plan: LoadPlan = {
      url: cloud.url,
      users,
      iterations: Number(values.iterations),
      calendar: loadRange('month', todayInSofia()),
      scenario: morning ? 'morning' : 'visit',
      // Monday 12 March 2098: a working day no demo month, suite or other benchmark marks.
      morningDay: '2098-03-12',
    };
    mkdirSync(dataDir, { recursive: true });
    const planFile = path.join(dataDir, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    process.exitCode = await drive(planFile);
  } finally {
    await cloud.stop();
  }
}

await main();
