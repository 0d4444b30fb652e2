import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer that starts the longest files first, by the seconds a run recorded for them (`seconds`, keyed by
 * what `keyOf` makes of a file). With no results cache (a fresh clone, as CI has), Vitest orders files by project and
 * then by size, so a long file can start late and run alone at the end while the other workers have nothing left.
 * A file missing from the table weighs `unknownSeconds`. A stale figure only costs time, never a result.
 */
export function longestFirst(
  seconds: Record<string, number>,
  keyOf: (file: TestSpecification) => string,
  unknownSeconds: number,
) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const weight = (file: TestSpecification) => seconds[keyOf(file)] ?? unknownSeconds;
      // One project after the other, as Vitest does: a worker keeps one project's environment and module graph
      // (isolate: false), and mixing the projects' files made the workers import both again and again (a run took
      // 378 s instead of 264).
      return [...files].sort(
        (a, b) =>
          a.project.name.localeCompare(b.project.name) || weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId),
      );
    }
  };
}

/**
 * Seconds each file of `npm test`'s Vitest run took in a clean-clone CI run on the 2-core machine (2026-11-27, from the
 * run's JSON report; files of 3 s and more). Within each project, longest first: the BFF's process-level tests
 * (products and PostgreSQL clusters started from scratch) had started late and ran last.
 */
const VITEST_SECONDS: Record<string, number> = {
  'bff/test/server.test.ts': 54,
  'bff/test/association/embedded-database.test.ts': 50,
  'bff/test/security/faults.test.ts': 35,
  'bff/test/security/crash.test.ts': 31,
  'web/src/features/users/users-list.test.tsx': 31,
  'web/src/features/association-workflows/dues-actions/dues-actions.test.tsx': 31,
  'web/src/features/association/resources/accounts/accounts.test.tsx': 29,
  'web/src/features/association/resource-screen/list-page.test.tsx': 24,
  'web/src/features/association-correspondence/information/information.test.tsx': 23,
  'web/src/features/email/email-list.test.tsx': 22,
  'web/src/features/association/resource-screen/record-actions.test.tsx': 20,
  'bff/test/association/authorization-walk.test.ts': 17,
  'web/src/features/calendar/calendar.test.tsx': 15,
  'bff/test/security/throttle.test.ts': 14,
  'web/src/features/email/email-compose.test.tsx': 14,
  'bff/test/operations.test.ts': 14,
  'bff/test/security/accounts.test.ts': 13,
  'web/src/features/shop/products-page.test.tsx': 13,
  'web/src/features/pages/account-settings.test.tsx': 13,
  'web/src/features/todo/todo.test.tsx': 12,
  'web/src/features/tables/advanced-table.test.tsx': 12,
  'web/src/features/dashboards/dashboards.test.tsx': 12,
  'web/src/features/shop/checkout-page.test.tsx': 11,
  'bff/test/contract-drift.test.ts': 11,
  'web/src/features/invoices/invoices-list.test.tsx': 11,
  'web/src/features/portal/portal-page.test.tsx': 10,
  'bff/test/security/fuzz.test.ts': 9,
  'web/src/features/email/email-detail.test.tsx': 9,
  'web/src/features/chat/chat.test.tsx': 9,
  'bff/test/association/correspondence-mail-files.test.ts': 9,
  'web/src/features/association-correspondence/mails/mail-detail.test.tsx': 9,
  'web/src/features/association-workflows/contributions/contributions.test.tsx': 8,
  'bff/test/association/restart.test.ts': 8,
  'bff/test/demo/ecommerce.test.ts': 8,
  'web/src/features/association-correspondence/mails/mails.test.tsx': 8,
  'web/src/features/association/resource-screen/list-page-phone.test.tsx': 7,
  'web/src/features/association/resources/resources.test.tsx': 7,
  'web/src/features/association-workflows/members/member-view.test.tsx': 7,
  'web/src/layouts/navbar/navbar.test.tsx': 6,
  'bff/test/association/members-licences.test.ts': 6,
  'bff/test/association/correspondence-mails.test.ts': 6,
  'bff/test/association/scope.test.ts': 6,
  'web/src/features/association-workflows/verifications/verification-queue.test.tsx': 5,
  'bff/test/auth.test.ts': 5,
  'web/src/features/misc/misc-pages.test.tsx': 5,
  'web/src/features/showcase/showcase.test.tsx': 5,
  'web/src/features/association-correspondence/information/information-editor.test.tsx': 5,
  'web/src/features/pages/blog.test.tsx': 5,
  'web/src/features/auth/auth-pages.test.tsx': 5,
  'web/src/features/auth/session-keeper.test.tsx': 5,
  'bff/test/association/community-cases.test.ts': 4,
  'bff/test/load-tests-journey.test.ts': 4,
  'bff/test/load-tests.test.ts': 4,
  'bff/test/association/community-learning.test.ts': 4,
  'bff/test/association/contributions-payments.test.ts': 4,
  'web/src/features/association-workflows/members/server-texts.test.tsx': 4,
  'bff/test/docs.test.ts': 4,
  'web/src/features/association-correspondence/mails/mail-files.test.tsx': 4,
  'web/src/features/association-workflows/str-renewals/str-renewal.test.tsx': 4,
  'web/src/features/tables/autocomplete.test.tsx': 4,
  'bff/test/association/members-lifecycle.test.ts': 3,
  'web/src/features/pages/knowledge-base.test.tsx': 3,
  'web/src/features/users/user-view.test.tsx': 3,
  'web/src/features/association/resource-screen/form-draft.test.tsx': 3,
};

const ROOT = import.meta.dirname;

/** `npm test`'s order: the BFF's files, then the web's, each longest first (most files take 1 to 3 s). */
export const VitestLongestFirst = longestFirst(VITEST_SECONDS, (file) => relative(ROOT, file.moduleId), 2);
