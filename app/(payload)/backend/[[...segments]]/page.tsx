/* Next route file: every admin screen under /backend (page titles carry the shop's name: modules/settings/branding.ts). */
import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { getPayload } from 'payload'

import { brandTitle } from '../../../../modules/settings/branding'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> =>
  brandTitle(await generatePageMetadata({ config, params, searchParams }), await getPayload({ config }))

const Page = ({ params, searchParams }: Args) => RootPage({ config, params, searchParams, importMap })

export default Page
