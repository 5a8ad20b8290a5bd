// Integration suites run against one shared system, beside the Playwright tier, on whatever CPU the
// CI machine has: a test that fails once is run once more, and the closing summary names every test
// that passed only on its retry (infra/local/summary.mjs), so a flaky test is seen, never hidden.
// A test that fails twice fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
