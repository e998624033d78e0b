/**
 * The layer rules of eslint.config.mjs (docs/architecture.md "The tree") catch what they are for: planted imports,
 * linted as if they stood in the tree, fail with the rule's message; the tree itself lints clean of them.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
let eslint: ESLint

// the first lint walks the import graph for import-x (seconds, many more on a loaded machine): done once, up front,
// with its own time limit, so no single check below runs into vitest's 5 s default
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'modules/orders/index.ts') })
}, 180_000)

/** The messages of the rule `ruleId` for `code` linted as the file `file` (relative to the repository). */
async function violations(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message)
}

describe('layers', { timeout: 60_000 }, () => {
  it('a module reaching into another module past its index.ts fails', async () => {
    const code = "import { branchMenus } from '../../catalogue/branches'\nexport const planted = branchMenus\n"
    expect(await violations('modules/orders/lifecycle/planted.ts', code, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('only through its index.ts'),
    ])
  })

  it('the same import through the module index passes', async () => {
    const code = "import { readSettings } from '../../settings'\nexport const planted = readSettings\n"
    expect(await violations('modules/orders/lifecycle/planted.ts', code, 'import-x/no-restricted-paths')).toEqual([])
  })

  it('platform importing a module fails', async () => {
    const code = "import { readSettings } from '../../modules/settings'\nexport const planted = readSettings\n"
    expect(await violations('platform/db/planted.ts', code, 'import-x/no-restricted-paths')).toEqual([expect.stringContaining('platform/ imports no module')])
  })

  it('contracts importing anything but domain fails', async () => {
    const code = "import { env } from '../platform/env'\nexport const planted = env\n"
    expect(await violations('contracts/planted.ts', code, 'import-x/no-restricted-paths')).toEqual([expect.stringContaining('contracts/ imports only domain/')])
  })

  it('an operation importing an endpoint fails', async () => {
    const code = "import { getStatisticEndpoint } from './endpoints/getStatistic'\nexport const planted = getStatisticEndpoint\n"
    expect(await violations('modules/statistics/planted.ts', code, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('do not import endpoints'),
    ])
  })

  it('domain importing outside domain/ fails', async () => {
    const code = "import { env } from '../platform/env'\nexport const planted = env\n"
    expect(await violations('domain/planted.ts', code, 'no-restricted-imports')).toEqual([expect.stringContaining('domain/ imports nothing outside domain/')])
  })

  it('an import cycle fails', async () => {
    // writer.ts is imported by the lifecycle's index.ts; an import back from writer.ts closes a cycle
    const code = "import { orderStateSql } from './index'\nexport const planted = orderStateSql\n"
    expect(await violations('modules/orders/lifecycle/writer.ts', code, 'import-x/no-cycle')).toEqual([expect.stringContaining('Dependency cycle')])
  })
})
