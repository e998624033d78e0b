import { useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { BranchList } from './BranchList'
import { HomePage } from './HomePage'

/** Route '/' (route name division): home page or branch list by enablePluginHomePage (SF §2). */
export function DivisionPage() {
  const config = useConfig()
  const shopName = config.shopName ?? 'Tresen'
  useTitle('division', config.seoTitle ?? config.title ?? shopName, shopName)
  return config.enablePluginHomePage === true ? <HomePage /> : <BranchList />
}
