import type { CollectionConfig } from 'payload'

import { Branches } from './Branches'
import { Categories } from './Categories'
import { Consents } from './Consents'
import { Devices } from './Devices'
import { Divisions } from './Divisions'
import { Donatees } from './Donatees'
import { Images } from './Images'
import { Menus } from './Menus'
import { Orders } from './Orders'
import { Products } from './Products'
import { Tables } from './Tables'
import { Tags } from './Tags'
import { Units } from './Units'
import { Uploads } from './Uploads'
import { Users } from './Users'
// -- further record types (content, operations, time tracking, signage, custom area) --
import { extraCollections } from './extra'
// -- order operations: outbox, print jobs, payments --
import { operationsCollections } from './operations'

export const collections: CollectionConfig[] = [
  Orders,
  Branches,
  Divisions,
  Tables,
  Devices,
  Menus,
  Categories,
  Products,
  Units,
  Tags,
  Images,
  Uploads,
  Donatees,
  ...extraCollections,
  ...operationsCollections,
  Consents,
  Users,
] as CollectionConfig[]
