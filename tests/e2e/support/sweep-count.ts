import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation each sweep test leaves: how many pages it loaded and checked. */
export const sweptPages = 'swept pages';

/**
 * The sweep's count over every worker, printed at the end of the run for the closing note: each worker
 * sweeps some of the combinations, so no one worker knows the whole.
 */
export default class SweepCount implements Reporter {
  private pages = 0;

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const annotation of result.annotations) if (annotation.type === sweptPages) this.pages += Number(annotation.description);
  }

  onEnd() {
    if (this.pages > 0) console.log(`sweep: ${this.pages} pages checked`);
  }

  printsToStdio() {
    return false;
  }
}
