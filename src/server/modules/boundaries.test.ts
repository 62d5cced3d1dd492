import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../modules';
import { projectRoot } from '../project-root';

/** The server's import boundaries (decision 071), as eslint.config.js enforces them on a fixture. */
const root = projectRoot();
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const MODULES = readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The boundary errors of `code` as if it were the file at `filePath` (relative to the project). */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [taken];\n`, {
    filePath: path.join(root, filePath),
  });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the server boundaries', () => {
  it('refuse a module reaching into another module, for every module', async () => {
    for (const feature of MODULES) {
      const other = MODULES.find((name) => name !== feature)!;
      const file = `src/server/modules/${feature}/fixture.ts`;
      expect(await refusals(file, `import { taken } from '../${other}/some-service';`)).toHaveLength(1);
      expect(await refusals(file, `import { taken } from '../../modules/${other}/some-service';`)).toHaveLength(1);
      expect(await refusals(file, `import { taken } from '../${other}';`)).toEqual([]);
    }
  });

  it('refuse a module importing its own index or the registry (import cycles)', async () => {
    const file = 'src/server/modules/ussd/fixture.ts';
    expect(await refusals(file, "import { taken } from '.';")).toHaveLength(1);
    expect(await refusals(file, "import { taken } from '../ussd';")).toHaveLength(1);
    expect(await refusals(file, "import { taken } from '../../modules';")).toHaveLength(1);
    expect(await refusals(file, "import { taken } from './ussd-reads';")).toEqual([]);
  });

  it('refuse the core importing a feature module, even its index', async () => {
    for (const file of ['src/server/ledger/fixture.ts', 'src/server/http/fixture.ts', 'src/server/db/fixture.ts']) {
      expect(await refusals(file, "import { taken } from '../modules/communities';")).toHaveLength(1);
      expect(await refusals(file, "import { taken } from '../modules/shares/share-store';")).toHaveLength(1);
      expect(await refusals(file, "import { taken } from '../ledger/accounts';")).toEqual([]);
    }
  });

  it("let tests import another module's index and test kits, nothing deeper", async () => {
    const moduleTest = 'src/server/modules/account/fixture.test.ts';
    expect(await refusals(moduleTest, "import { taken } from '../wallet/wallet-test-kit';")).toEqual([]);
    expect(await refusals(moduleTest, "import { taken } from '../goals/goals-test-kit';")).toEqual([]);
    expect(await refusals(moduleTest, "import { taken } from '../wallet';")).toEqual([]);
    expect(await refusals(moduleTest, "import { taken } from '../wallet/reconcile-jobs';")).toHaveLength(1);
    const coreTest = 'src/server/http/fixture.test.ts';
    expect(await refusals(coreTest, "import { taken } from '../modules/goals/goals-test-kit';")).toEqual([]);
    expect(await refusals(coreTest, "import { taken } from '../modules/goals/goal-store';")).toHaveLength(1);
    const shared = 'src/server/testing/fixture.ts';
    expect(await refusals(shared, "import { taken } from '../modules/account';")).toEqual([]);
    expect(await refusals(shared, "import { taken } from '../modules/account/referral-activation';")).toHaveLength(1);
  });
});

describe("the modules' ledger invariants", () => {
  it('reach every caller of the ledger check through the registry', () => {
    expect(ledgerInvariants.map((invariant) => invariant.rule).sort()).toEqual([
      'community_fines_paid',
      'community_guarantee_holds',
      'community_pool',
      'shares',
    ]);
  });
});
