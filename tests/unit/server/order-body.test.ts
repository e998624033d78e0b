/**
 * The public order body (POST /api/orders/public): shape errors in German by field, every one at once, and the
 * submission the server goes on validating with (a field with a wrong shape counts as empty). The snapshots were
 * written by the hand parser this schema replaced, so they pin its behaviour.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { ORDER_TEXT_FIELDS } from '../../../contracts/order-body'
import { parseOrderBody } from '../../../modules/orders/intake/parse'

const VALID = {
  branch: 1,
  deliveryType: 'takeaway',
  isDelivery: false,
  isDineIn: false,
  firstName: '  Erika ',
  lastName: 'Muster',
  email: 'erika@example.at',
  phone: '0664 1234567',
  country: 'de',
  comment: '',
  legalInstructions: true,
  privacyPolicy: true,
  paymentMethod: 'cash',
  appointmentDate: '2030-05-01T10:00+02:00',
  table: '7',
  donatee: null,
  items: [
    { product: 10, amount: 2, unit: '3', parts: [{ value: ' Normal ' }, { values: ['Rucola', 5, '  '] }, null] },
    { product: '11', amount: 0.5 },
  ],
}

const errorsOf = (body: unknown) => parseOrderBody(body).errors

describe('parseOrderBody', () => {
  it('turns a valid body into the submission (trimmed, empty → null, phone normalised, countries upper case)', () => {
    const { submission, errors } = parseOrderBody(VALID)
    expect(errors).toEqual([])
    expect(submission).toMatchInlineSnapshot(`
      {
        "branchId": 1,
        "deliveryType": "takeaway",
        "form": {
          "appointmentDate": "2030-05-01T08:00:00.000Z",
          "city": null,
          "comment": null,
          "companyName": null,
          "country": "DE",
          "deliveryArea": null,
          "deliveryCity": null,
          "deliveryCountry": null,
          "deliveryDoor": null,
          "deliveryFloor": null,
          "deliveryStairway": null,
          "deliveryStreet": null,
          "deliveryZipCode": null,
          "donatee": null,
          "door": null,
          "email": "erika@example.at",
          "firstName": "Erika",
          "floor": null,
          "isCompany": false,
          "isDeliveryAddressDifferent": false,
          "lastName": "Muster",
          "legalInstructions": true,
          "paymentMethod": "cash",
          "phone": "06641234567",
          "privacyPolicy": true,
          "stairway": null,
          "street": null,
          "table": 7,
          "vatNumber": null,
          "zipCode": null,
        },
        "items": [
          {
            "amount": 2,
            "parts": [
              {
                "value": "Normal",
                "values": null,
              },
              {
                "value": null,
                "values": [
                  "Rucola",
                  "5",
                ],
              },
              null,
            ],
            "productId": 10,
            "unitId": 3,
          },
          {
            "amount": 0.5,
            "parts": [],
            "productId": 11,
            "unitId": null,
          },
        ],
      }
    `)
  })

  it('fills the defaults of an empty body and asks only for the branch', () => {
    expect(parseOrderBody({})).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "field": "branch",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
        ],
        "submission": {
          "branchId": null,
          "deliveryType": "takeaway",
          "form": {
            "appointmentDate": null,
            "city": null,
            "comment": null,
            "companyName": null,
            "country": "AT",
            "deliveryArea": null,
            "deliveryCity": null,
            "deliveryCountry": null,
            "deliveryDoor": null,
            "deliveryFloor": null,
            "deliveryStairway": null,
            "deliveryStreet": null,
            "deliveryZipCode": null,
            "donatee": null,
            "door": null,
            "email": null,
            "firstName": null,
            "floor": null,
            "isCompany": false,
            "isDeliveryAddressDifferent": false,
            "lastName": null,
            "legalInstructions": false,
            "paymentMethod": "cash",
            "phone": null,
            "privacyPolicy": false,
            "stairway": null,
            "street": null,
            "table": null,
            "vatNumber": null,
            "zipCode": null,
          },
          "items": [],
        },
      }
    `)
  })

  it('answers a body that is no object with the object error and the missing branch', () => {
    expect(errorsOf([1, 2])).toMatchInlineSnapshot(`
      [
        {
          "field": "",
          "message": "Die Anfrage muss ein JSON-Objekt enthalten.",
        },
        {
          "field": "branch",
          "message": "Dieser Wert sollte nicht leer sein.",
        },
      ]
    `)
    expect(errorsOf('text')).toMatchInlineSnapshot(`
      [
        {
          "field": "",
          "message": "Die Anfrage muss ein JSON-Objekt enthalten.",
        },
        {
          "field": "branch",
          "message": "Dieser Wert sollte nicht leer sein.",
        },
      ]
    `)
    expect(errorsOf(null)).toMatchInlineSnapshot(`
      [
        {
          "field": "",
          "message": "Die Anfrage muss ein JSON-Objekt enthalten.",
        },
        {
          "field": "branch",
          "message": "Dieser Wert sollte nicht leer sein.",
        },
      ]
    `)
  })

  it('reports every wrong field at once and goes on with the rest as empty', () => {
    const result = parseOrderBody({
      branch: 'x1',
      firstName: 42,
      lastName: { name: 'Muster' },
      email: 'e'.repeat(255),
      street: '  ' + 'a'.repeat(200) + '  ',
      isCompany: 'yes',
      privacyPolicy: 1,
      isDelivery: 'no',
      deliveryType: 'pickup',
      deliveryArea: 1070,
      appointmentDate: 'morgen um 12',
      table: 0,
      donatee: -3,
      items: 'soup',
    })
    expect(result).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "field": "lastName",
            "message": "Dieser Wert sollte ein Text sein.",
          },
          {
            "field": "email",
            "message": "Diese Zeichenkette ist zu lang. Sie sollte höchstens 254 Zeichen haben.",
          },
          {
            "field": "isCompany",
            "message": "Dieser Wert sollte ein Wahrheitswert (true/false) sein.",
          },
          {
            "field": "privacyPolicy",
            "message": "Dieser Wert sollte ein Wahrheitswert (true/false) sein.",
          },
          {
            "field": "isDelivery",
            "message": "Dieser Wert sollte ein Wahrheitswert (true/false) sein.",
          },
          {
            "field": "deliveryType",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "appointmentDate",
            "message": "Dieser Wert ist kein gültiges Datum mit Uhrzeit.",
          },
          {
            "field": "table",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "donatee",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "branch",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items",
            "message": "Dieser Wert sollte eine Liste sein.",
          },
        ],
        "submission": {
          "branchId": null,
          "deliveryType": "takeaway",
          "form": {
            "appointmentDate": null,
            "city": null,
            "comment": null,
            "companyName": null,
            "country": "AT",
            "deliveryArea": "1070",
            "deliveryCity": null,
            "deliveryCountry": null,
            "deliveryDoor": null,
            "deliveryFloor": null,
            "deliveryStairway": null,
            "deliveryStreet": null,
            "deliveryZipCode": null,
            "donatee": null,
            "door": null,
            "email": null,
            "firstName": "42",
            "floor": null,
            "isCompany": false,
            "isDeliveryAddressDifferent": false,
            "lastName": null,
            "legalInstructions": false,
            "paymentMethod": "cash",
            "phone": null,
            "privacyPolicy": false,
            "stairway": null,
            "street": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "table": null,
            "vatNumber": null,
            "zipCode": null,
          },
          "items": [],
        },
      }
    `)
  })

  it('checks deliveryType against the flags (and keeps the explicit type)', () => {
    expect(parseOrderBody({ branch: 1, deliveryType: 'takeaway', isDelivery: true })).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "field": "deliveryType",
            "message": "Die Art der Lieferung passt nicht zu den Angaben isDelivery / isDineIn.",
          },
        ],
        "submission": {
          "branchId": 1,
          "deliveryType": "takeaway",
          "form": {
            "appointmentDate": null,
            "city": null,
            "comment": null,
            "companyName": null,
            "country": "AT",
            "deliveryArea": null,
            "deliveryCity": null,
            "deliveryCountry": null,
            "deliveryDoor": null,
            "deliveryFloor": null,
            "deliveryStairway": null,
            "deliveryStreet": null,
            "deliveryZipCode": null,
            "donatee": null,
            "door": null,
            "email": null,
            "firstName": null,
            "floor": null,
            "isCompany": false,
            "isDeliveryAddressDifferent": false,
            "lastName": null,
            "legalInstructions": false,
            "paymentMethod": "cash",
            "phone": null,
            "privacyPolicy": false,
            "stairway": null,
            "street": null,
            "table": null,
            "vatNumber": null,
            "zipCode": null,
          },
          "items": [],
        },
      }
    `)
    expect(parseOrderBody({ branch: 1, deliveryType: 'delivery', isDelivery: null }).errors).toMatchInlineSnapshot(`
      [
        {
          "field": "deliveryType",
          "message": "Die Art der Lieferung passt nicht zu den Angaben isDelivery / isDineIn.",
        },
      ]
    `)
    expect(parseOrderBody({ branch: 1, isDineIn: true }).submission.deliveryType).toBe('dineIn')
    expect(parseOrderBody({ branch: 1, deliveryType: '', isDelivery: true }).submission.deliveryType).toBe('delivery')
  })

  it('checks items, their parts and part values by position', () => {
    const result = parseOrderBody({
      branch: 1,
      items: [
        'soup',
        {},
        { product: 1.5, amount: 'zwei', unit: 'kg', parts: 'none' },
        { product: 3, amount: 100_001, parts: [7, { value: 5 }, { value: 'x'.repeat(2001) }, { values: 'a' }] },
        {
          product: 4,
          amount: 1,
          parts: [
            { values: ['a', true, 'b'.repeat(2001), ' c '] },
            { values: Array(21).fill('v') },
            { value: null, values: null },
          ],
        },
        { product: 5, amount: 1, parts: Array(51).fill(null) },
      ],
    })
    expect(result).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "field": "items.0",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items.1.product",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items.1.amount",
            "message": "Dieser Wert sollte eine gültige Zahl sein.",
          },
          {
            "field": "items.2.product",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items.2.amount",
            "message": "Dieser Wert sollte eine gültige Zahl sein.",
          },
          {
            "field": "items.2.unit",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items.2.parts",
            "message": "Dieser Wert sollte eine Liste sein.",
          },
          {
            "field": "items.3.amount",
            "message": "Dieser Wert sollte eine gültige Zahl sein.",
          },
          {
            "field": "items.3.parts.0",
            "message": "Dieser Wert ist ungültig.",
          },
          {
            "field": "items.3.parts.1",
            "message": "Dieser Wert sollte ein Text sein.",
          },
          {
            "field": "items.3.parts.2",
            "message": "Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.",
          },
          {
            "field": "items.3.parts.3",
            "message": "Dieser Wert sollte eine Liste sein.",
          },
          {
            "field": "items.4.parts.0",
            "message": "Dieser Wert sollte ein Text sein.",
          },
          {
            "field": "items.4.parts.0",
            "message": "Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.",
          },
          {
            "field": "items.4.parts.1",
            "message": "Diese Liste enthält zu viele Einträge. Sie sollte höchstens 20 Einträge haben.",
          },
          {
            "field": "items.5.parts",
            "message": "Diese Liste enthält zu viele Einträge. Sie sollte höchstens 50 Einträge haben.",
          },
        ],
        "submission": {
          "branchId": 1,
          "deliveryType": "takeaway",
          "form": {
            "appointmentDate": null,
            "city": null,
            "comment": null,
            "companyName": null,
            "country": "AT",
            "deliveryArea": null,
            "deliveryCity": null,
            "deliveryCountry": null,
            "deliveryDoor": null,
            "deliveryFloor": null,
            "deliveryStairway": null,
            "deliveryStreet": null,
            "deliveryZipCode": null,
            "donatee": null,
            "door": null,
            "email": null,
            "firstName": null,
            "floor": null,
            "isCompany": false,
            "isDeliveryAddressDifferent": false,
            "lastName": null,
            "legalInstructions": false,
            "paymentMethod": "cash",
            "phone": null,
            "privacyPolicy": false,
            "stairway": null,
            "street": null,
            "table": null,
            "vatNumber": null,
            "zipCode": null,
          },
          "items": [
            {
              "amount": 0,
              "parts": [],
              "productId": null,
              "unitId": null,
            },
            {
              "amount": 0,
              "parts": [],
              "productId": null,
              "unitId": null,
            },
            {
              "amount": 0,
              "parts": [],
              "productId": null,
              "unitId": null,
            },
            {
              "amount": 0,
              "parts": [
                null,
                {
                  "value": null,
                  "values": null,
                },
                {
                  "value": null,
                  "values": null,
                },
                {
                  "value": null,
                  "values": null,
                },
              ],
              "productId": 3,
              "unitId": null,
            },
            {
              "amount": 1,
              "parts": [
                {
                  "value": null,
                  "values": [
                    "a",
                    "c",
                  ],
                },
                {
                  "value": null,
                  "values": null,
                },
                {
                  "value": null,
                  "values": null,
                },
              ],
              "productId": 4,
              "unitId": null,
            },
            {
              "amount": 1,
              "parts": [],
              "productId": 5,
              "unitId": null,
            },
          ],
        },
      }
    `)
  })

  it('limits the number of items', () => {
    const many = Array.from({ length: 101 }, () => ({ product: 1, amount: 1 }))
    expect(parseOrderBody({ branch: 1, items: many })).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "field": "items",
            "message": "Diese Liste enthält zu viele Einträge. Sie sollte höchstens 100 Einträge haben.",
          },
        ],
        "submission": {
          "branchId": 1,
          "deliveryType": "takeaway",
          "form": {
            "appointmentDate": null,
            "city": null,
            "comment": null,
            "companyName": null,
            "country": "AT",
            "deliveryArea": null,
            "deliveryCity": null,
            "deliveryCountry": null,
            "deliveryDoor": null,
            "deliveryFloor": null,
            "deliveryStairway": null,
            "deliveryStreet": null,
            "deliveryZipCode": null,
            "donatee": null,
            "door": null,
            "email": null,
            "firstName": null,
            "floor": null,
            "isCompany": false,
            "isDeliveryAddressDifferent": false,
            "lastName": null,
            "legalInstructions": false,
            "paymentMethod": "cash",
            "phone": null,
            "privacyPolicy": false,
            "stairway": null,
            "street": null,
            "table": null,
            "vatNumber": null,
            "zipCode": null,
          },
          "items": [],
        },
      }
    `)
    expect(parseOrderBody({ branch: 1, items: many.slice(0, 100) }).submission.items).toHaveLength(100)
  })

  it('accepts ids as numbers or digit strings only', () => {
    const branchOf = (branch: unknown) => {
      const { submission, errors } = parseOrderBody({ branch })
      return [submission.branchId, errors.map((error) => error.message)]
    }
    expect([1, '42', ' 7 ', '', null, 0, -1, 2.5, '1e3', '0', 'abc', true, 2 ** 53, '1234567890123456', { id: 1 }].map(branchOf))
      .toMatchInlineSnapshot(`
      [
        [
          1,
          [],
        ],
        [
          42,
          [],
        ],
        [
          7,
          [],
        ],
        [
          null,
          [
            "Dieser Wert sollte nicht leer sein.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert sollte nicht leer sein.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
        [
          null,
          [
            "Dieser Wert ist ungültig.",
          ],
        ],
      ]
    `)
  })

  it('reads an appointment only as an ISO instant with offset', () => {
    const appointmentOf = (appointmentDate: unknown) => {
      const { submission, errors } = parseOrderBody({ branch: 1, appointmentDate })
      return [submission.form.appointmentDate, errors.map((error) => error.field)]
    }
    expect(
      [
        '2030-05-01T10:00:00Z',
        ' 2030-05-01T10:00:00.123+0200 ',
        '2030-05-01T10:00',
        '2030-05-01',
        '2030-02-30T10:00Z',
        1_900_000_000_000,
        '',
        null,
      ].map(appointmentOf),
    ).toMatchInlineSnapshot(`
      [
        [
          "2030-05-01T10:00:00.000Z",
          [],
        ],
        [
          "2030-05-01T08:00:00.123Z",
          [],
        ],
        [
          null,
          [
            "appointmentDate",
          ],
        ],
        [
          null,
          [
            "appointmentDate",
          ],
        ],
        [
          "2030-03-02T10:00:00.000Z",
          [],
        ],
        [
          null,
          [
            "appointmentDate",
          ],
        ],
        [
          null,
          [],
        ],
        [
          null,
          [],
        ],
      ]
    `)
  })

  it('keeps deliveryCountry empty unless a different delivery address is given', () => {
    expect(parseOrderBody({ branch: 1, isDeliveryAddressDifferent: true }).submission.form.deliveryCountry).toBe('AT')
    expect(parseOrderBody({ branch: 1, deliveryCountry: 'ch' }).submission.form.deliveryCountry).toBe('CH')
    expect(parseOrderBody({ branch: 1 }).submission.form.deliveryCountry).toBeNull()
  })

  it('never throws and answers only in German, whatever the body holds', () => {
    const ENGLISH = /\b(required|must|invalid|expected|received|input|value|should|string|number|array|object)\b/i
    const key = fc.constantFrom(
      ...Object.keys(ORDER_TEXT_FIELDS),
      'branch',
      'items',
      'table',
      'donatee',
      'deliveryType',
      'isDelivery',
      'appointmentDate',
      'privacyPolicy',
    )
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(key, fc.jsonValue()),
      fc.record({ items: fc.array(fc.dictionary(fc.constantFrom('product', 'amount', 'unit', 'parts'), fc.jsonValue())) }),
    )
    fc.assert(
      fc.property(body, (value) => {
        for (const error of parseOrderBody(value).errors) expect(error.message).not.toMatch(ENGLISH)
      }),
      { numRuns: 300 },
    )
  }, 30_000)
})
