/**
 * Nothing in the back office may load from a CDN: Payload's `json` and `code` fields edit with Monaco, which
 * @monaco-editor/react fetches from jsDelivr (a grey box on a shop's offline back-office PC). Every such field that
 * an editor can see must render our own component instead (platform/admin/JsonTextField.tsx or a
 * read-only view).
 */
import type { Field } from 'payload'
import { expect, it } from 'vitest'

import { jsonTextError, prettyJson } from '../../../platform/admin/jsonText'

type Walkable = Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { slug: string; fields: Field[] }[] }

function editorFields(fields: Field[], prefix: string, out: string[]): void {
  for (const raw of fields) {
    const field = raw as Walkable
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    if ((field.type === 'json' || field.type === 'code') && !field.admin?.hidden && !field.admin?.components?.Field)
      out.push(name)
    if (field.fields) editorFields(field.fields, name ? `${name}.` : '', out)
    for (const tab of field.tabs ?? []) editorFields(tab.fields, name ? `${name}.` : '', out)
    for (const block of field.blocks ?? []) editorFields(block.fields, `${name}.${block.slug}.`, out)
  }
}

it('no visible json or code field in any collection or global uses the CDN editor', async () => {
  const { default: config } = await import('@payload-config')
  const sanitized = await config
  const found: string[] = []
  // Payload's own records (jobs, preferences, key-value store) are hidden from the admin
  for (const collection of sanitized.collections.filter((c) => !c.admin?.hidden))
    editorFields(collection.fields, `${collection.slug}.`, found)
  for (const global of sanitized.globals.filter((g) => !g.admin?.hidden)) editorFields(global.fields, `${global.slug}.`, found)
  // the content blocks are defined once in config.blocks and referenced by slug (blockReferences): walk them there
  for (const block of sanitized.blocks ?? []) editorFields(block.fields, `blocks.${block.slug}.`, found)
  expect(found).toEqual([])
}, 60_000)

it('the JSON textarea pretty-prints values and names invalid text in German', () => {
  expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}')
  expect(prettyJson(null)).toBe('')
  expect(jsonTextError('{"a": 1}')).toBeNull()
  expect(jsonTextError('   ')).toBeNull()
  expect(jsonTextError('{"a": }')).toMatch(/^Kein gültiges JSON/)
})
