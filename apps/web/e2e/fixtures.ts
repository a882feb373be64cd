import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test checks accessibility by itself: the `page` of this `test` (and each page that
 * `newPage()` opens in a session of its own) runs axe-core (WCAG 2.1 A and AA rules) when a screen first
 * loads or is first routed to in the run, when a dialog, popover or list first opens on a screen in the
 * run (only that popup), and on the whole page when the test ends; any violation fails the test.
 * `expectAccessible(page)` checks on the spot (a state the test wants named in its report). Specs
 * import `test` and `expect` from here (src/testing/e2e-fixture.test.ts sees to it).
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The only parts of a page axe does not check, each with its reason. Keep this list short: a rule
 * that fails is fixed in the theme or the component, not listed here.
 */
export const AXE_EXCLUDED: readonly { selector: string; reason: string }[] = [
  {
    selector: '.leaflet-tile-pane',
    reason: 'map tiles are raster images from a configurable third-party tile server; they carry no text or controls',
  },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; summary: string }[] };
type Finding = { url: string; reason: string; violations: Violation[] };

/** Waits until the page stops changing: fonts loaded, no animation running, the DOM quiet for a moment. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    const QUIET_MS = 200;
    const MAX_MS = 3000;
    await document.fonts.ready;
    await new Promise<void>((done) => {
      const startedAt = Date.now();
      let timer = window.setTimeout(finish, QUIET_MS);
      const observer = new MutationObserver(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(finish, QUIET_MS);
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
      // A transition or a fade in progress; endless ones (spinners) never end, so they do not count.
      const isAnimating = () =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          );
      function finish() {
        if (isAnimating() && Date.now() - startedAt < MAX_MS) {
          timer = window.setTimeout(finish, QUIET_MS);
          return;
        }
        observer.disconnect();
        window.clearTimeout(timer);
        done();
      }
      window.setTimeout(finish, MAX_MS);
    });
  });

/** What a check covers: the whole page, or only the dialogs, popovers and lists open on it. */
type Scope = 'page' | 'popups';
const POPUP_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';

const runAxe = async (page: Page, reason: string, scope: Scope = 'page'): Promise<Finding> => {
  // A navigation between injecting axe and running it leaves a new document without axe: inject again.
  for (let attempt = 1; ; attempt++) {
    const violations = await runAxeOnce(page, scope);
    if (violations) return { url: page.url(), reason, violations };
    if (attempt === 3) throw new Error(`axe could not run ${reason}: the page kept navigating away`);
  }
};

const runAxeOnce = async (page: Page, scope: Scope): Promise<Violation[] | null> => {
  await settle(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, exclude, popupSelector }) => {
      type Axe = { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> };
      const state = window as unknown as { axe?: Axe; __a11yRun?: Promise<unknown> };
      const axe = state.axe;
      if (!axe) return null;
      const include = popupSelector ? [...document.querySelectorAll(popupSelector)] : [document];
      if (include.length === 0) return [];
      // One run at a time in the page, whoever asked.
      const run = (state.__a11yRun ?? Promise.resolve())
        .catch(() => undefined)
        .then(() =>
          axe.run(
            { include, exclude: exclude.map((selector) => [selector]) },
            { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
          ),
        );
      state.__a11yRun = run;
      const result = await run;
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target,
          summary: (node as unknown as { failureSummary?: string }).failureSummary ?? '',
        })),
      }));
    },
    {
      tags: AXE_TAGS,
      exclude: AXE_EXCLUDED.map((excluded) => excluded.selector),
      popupSelector: scope === 'popups' ? POPUP_SELECTOR : null,
    },
  );
};

const report = (findings: Finding[]) =>
  findings
    .filter((finding) => finding.violations.length > 0)
    .map((finding) =>
      [
        `axe found violations ${finding.reason} at ${finding.url}:`,
        ...finding.violations.flatMap((violation) => [
          `  ${violation.id} (${violation.impact}): ${violation.help}`,
          ...violation.nodes
            .slice(0, 5)
            .map((node) => `    ${JSON.stringify(node.target)} ${node.summary.replaceAll('\n', ' ')}`),
        ]),
      ].join('\n'),
    )
    .join('\n\n');

/**
 * A page changes under a running check when the test navigates on, or the test ends while a check it
 * started is still queued (the end-of-test check covers that page); such a check is simply void.
 */
const isPageGone = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Target page, context or browser has been closed|navigat|Test ended/i.test(
    error.message,
  );

/** Checks the page now (after it settles) and fails on any violation. */
export const expectAccessible = async (page: Page, what = 'on request') => {
  const finding = await runAxe(page, what);
  expect(finding.violations, report([finding])).toEqual([]);
};

/** Runs in the page: tells the test when the route changes or a dialog, popover or list opens. */
const watchScript = () => {
  const notify = (reason: string, popups: string[] = []) => {
    const binding = (
      window as unknown as { __a11yChanged?: (reason: string, popups: string[], pathname: string) => void }
    ).__a11yChanged;
    binding?.(reason, popups, location.pathname);
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      const before = location.pathname;
      original(...args);
      if (location.pathname !== before) notify('after a route change');
    };
  }
  window.addEventListener('popstate', () => notify('after a route change'));
  const popupSelector = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';
  const textOf = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim();
  /** A popup by its role and name: its own label, or for a list the label of the field that opened it. */
  const popupKey = (popup: Element) => {
    const opener = popup.id ? document.querySelector(`[aria-controls="${CSS.escape(popup.id)}"]`) : null;
    const openerLabel =
      opener instanceof HTMLInputElement ? [...(opener.labels ?? [])].map((label) => label.textContent).join(' ') : '';
    const name =
      popup.getAttribute('aria-label') ??
      (textOf(popup.getAttribute('aria-labelledby')) ||
        opener?.getAttribute('aria-label') ||
        textOf(opener?.getAttribute('aria-labelledby') ?? null) ||
        openerLabel);
    const key = name.replace(/\s+/g, ' ').trim();
    // A popup whose name is not there yet (its title renders after it) is checked every time.
    return key ? `${popup.getAttribute('role')} ${key}` : '';
  };
  new MutationObserver((mutations) => {
    const popups = mutations.flatMap((mutation) =>
      [...mutation.addedNodes].flatMap((node) =>
        node instanceof Element
          ? [...(node.matches(popupSelector) ? [node] : []), ...node.querySelectorAll(popupSelector)]
          : [],
      ),
    );
    if (popups.length > 0) notify('after a dialog or list opened', popups.map(popupKey));
  }).observe(document, { subtree: true, childList: true });
};

/**
 * axe takes seconds on a long list and holds the page meanwhile (it reads the whole document even for a
 * popup), so a screen (a path, its ids as `:id`) is checked once per test run when it loads or is routed
 * to, and so is each popup of a screen (by its role and name: the same select's list, the same dialog);
 * every test still checks the whole page it ends on.
 */
const checkedScreens = new Set<string>();
const checkedPopups = new Set<string>();
const screenOf = (pathname: string) => pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * Watches a page for the checks above: a screen when it loads or is routed to, a popup when it opens.
 * Returns what ends it after the test: the checks still queued and, when the test passed, the page it
 * ends on; it resolves to all the findings.
 */
const watchPage = async (page: Page) => {
  const findings: Finding[] = [];
  let queue: Promise<void> = Promise.resolve();
  const queued = new Set<Scope>();
  let isClosed = false;

  // Route changes and loads check the page; a popup that opens checks itself (cheap, and often).
  const requestCheck = (reason: string, scope: Scope, pathname: string, popups: string[] = []) => {
    if (queued.has('page') || queued.has(scope) || isClosed) return;
    const screen = screenOf(pathname);
    if (scope === 'page' && checkedScreens.has(screen)) return;
    if (scope === 'page') checkedScreens.add(screen);
    if (scope === 'popups') {
      const isNew = (popup: string) => popup === '' || !checkedPopups.has(`${screen} ${popup}`);
      if (!popups.some(isNew)) return;
      for (const popup of popups) if (popup) checkedPopups.add(`${screen} ${popup}`);
    }
    queued.add(scope);
    queue = queue.then(async () => {
      queued.delete(scope);
      if (isClosed) return;
      try {
        findings.push(await runAxe(page, reason, scope));
      } catch (error) {
        if (!isPageGone(error)) throw error;
      }
    });
  };

  await page.exposeFunction('__a11yChanged', (reason: string, popups: string[], pathname: string) =>
    requestCheck(reason, popups.length > 0 ? 'popups' : 'page', pathname, popups),
  );
  await page.addInitScript(watchScript);
  page.on('load', () => requestCheck('after the page loaded', 'page', new URL(page.url()).pathname));

  return async (hasPassed: boolean) => {
    await queue.catch((error) => {
      if (hasPassed) throw error;
    });
    // A test that failed already reports its own error; a check of the page it left would only add noise.
    if (hasPassed && !page.isClosed()) findings.push(await runAxe(page, 'at the end of the test'));
    isClosed = true;
    return findings;
  };
};

const expectNoViolations = (findings: Finding[]) =>
  expect(
    findings.flatMap((finding) => finding.violations),
    report(findings),
  ).toEqual([]);

export const test = base.extend<{ page: Page; newPage: () => Promise<Page> }>({
  page: async ({ page }, use, testInfo) => {
    const finish = await watchPage(page);
    await use(page);
    expectNoViolations(await finish(testInfo.status === testInfo.expectedStatus));
  },
  /** Another browser session of its own (a second user, cookies apart), checked like `page`. */
  newPage: async ({ browser }, use, testInfo) => {
    const sessions: { context: BrowserContext; finish: (hasPassed: boolean) => Promise<Finding[]> }[] = [];
    await use(async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      sessions.push({ context, finish: await watchPage(page) });
      return page;
    });
    const hasPassed = testInfo.status === testInfo.expectedStatus;
    const findings: Finding[] = [];
    for (const { finish } of sessions) findings.push(...(await finish(hasPassed)));
    for (const { context } of sessions) await context.close();
    expectNoViolations(findings);
  },
});

export { expect };
