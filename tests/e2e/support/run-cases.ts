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

/**
 * What Playwright and Puppeteer say when the browser itself went away under a case (a headless
 * Chromium or Firefox killed under load), as opposed to the product failing an assertion.
 */
const BROWSER_LOST =
  /Target page, context or browser has been closed|Browser has been closed|browser has disconnected|Browser closed|Target closed|Session closed|Protocol error.*(?:Connection|Target) closed|WebSocket is not open|Navigating frame was detached/iu;

export function lostItsBrowser(error: unknown): boolean {
  return BROWSER_LOST.test(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error));
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160);
const describe = (error: unknown) => String(error instanceof Error ? (error.stack ?? error.message) : error).replace(/^/gm, '      ');

/**
 * Runs each group's cases in order, in one environment per group. A case whose browser went away
 * (lostItsBrowser) gets a fresh environment and one more try, said in the output; the cases after it
 * use the fresh one. Any other failure, or losing the browser twice, fails the case.
 */
export async function runGroups(groups: Array<Group<any>>, log: (line: string) => void = console.log): Promise<{ passed: number; failed: number; retried: number }> {
  let passed = 0;
  let failed = 0;
  let retried = 0;
  const only = process.env.E2E_ONLY;
  for (const group of groups) {
    const cases = group.cases.filter((c) => !only || c.name.includes(only) || group.name.includes(only));
    if (cases.length === 0) continue;
    log(`\n${group.name}`);
    let env: unknown;
    try {
      env = await group.setup();
    } catch (error) {
      if (!lostItsBrowser(error)) {
        for (const c of cases) log(`  ✗ ${c.name} (setup failed)`);
        log(describe(error));
        failed += cases.length;
        continue;
      }
      log(`  ↻ the browser closed while starting (${firstLine(error)}): starting a fresh one, once`);
      retried += 1;
      try {
        env = await group.setup();
      } catch (again) {
        for (const c of cases) log(`  ✗ ${c.name} (setup failed twice)`);
        log(describe(again));
        failed += cases.length;
        continue;
      }
    }
    for (const c of cases) {
      const started = performance.now();
      try {
        await c.run(env);
        passed++;
        log(`  ✓ ${c.name} (${Math.round(performance.now() - started)} ms)`);
      } catch (error) {
        if (!lostItsBrowser(error)) {
          failed++;
          log(`  ✗ ${c.name}`);
          log(describe(error));
          continue;
        }
        log(`  ↻ ${c.name}: the browser closed under it (${firstLine(error)}); trying once more in a fresh browser`);
        retried += 1;
        await group.teardown(env).catch(() => {});
        try {
          env = await group.setup();
          const again = performance.now();
          await c.run(env);
          passed++;
          log(`  ✓ ${c.name} (${Math.round(performance.now() - again)} ms, on the second try in a fresh browser)`);
        } catch (second) {
          failed++;
          log(`  ✗ ${c.name} (also on the second try in a fresh browser)`);
          log(describe(second));
        }
      }
    }
    await group.teardown(env).catch((error: unknown) => log(`  teardown failed: ${String(error)}`));
  }
  if (retried > 0) log(`\n${retried} ${retried === 1 ? 'case' : 'cases'} tried again in a fresh browser after the browser closed under them (see ↻ above)`);
  return { passed, failed, retried };
}
