/** A minimal runner: named cases share one browser launch per group; a plain summary line at the end. */
export interface Case<Env> {
  name: string;
  run(env: Env): Promise<void>;
}

export interface Group<Env> {
  name: string;
  setup(): Promise<Env>;
  teardown(env: Env): Promise<void>;
  cases: Array<Case<Env>>;
}

export async function runGroups(groups: Array<Group<any>>): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  const only = process.env.E2E_ONLY;
  for (const group of groups) {
    const cases = group.cases.filter((c) => !only || c.name.includes(only) || group.name.includes(only));
    if (cases.length === 0) continue;
    console.log(`\n${group.name}`);
    let env: unknown;
    try {
      env = await group.setup();
    } catch (error) {
      for (const c of cases) console.log(`  ✗ ${c.name} (setup failed)`);
      console.log(error);
      failed += cases.length;
      continue;
    }
    for (const c of cases) {
      const started = performance.now();
      try {
        await c.run(env);
        passed++;
        console.log(`  ✓ ${c.name} (${Math.round(performance.now() - started)} ms)`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${c.name}`);
        console.log(String(error instanceof Error ? (error.stack ?? error.message) : error).replace(/^/gm, '      '));
      }
    }
    await group.teardown(env).catch((error: unknown) => console.log('  teardown failed:', error));
  }
  return { passed, failed };
}
