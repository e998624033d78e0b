/**
 * Bodies of the staff order calls: German errors by field, all at once. The snapshots were written by the hand
 * parsers the schemas replaced (items.ts parseItemChange, transitions.ts parseStatusMessage / parseCounterAppointment).
 */
import { describe, expect, it } from 'vitest'

import { parseBody } from '../../../contracts/errors'
import { CounterAppointmentBody, StatusMessageBody, parseItemChangeBody } from '../../../contracts/order-admin'

const itemChange = (body: unknown) => {
  const result = parseItemChangeBody(body)
  return result.ok ? result.data : result.errors
}
const statusMessage = (body: unknown) => {
  const result = parseBody(StatusMessageBody, body)
  return result.ok ? result.data : result.errors
}
const counterAppointment = (body: unknown) => {
  const result = parseBody(CounterAppointmentBody, body)
  return result.ok ? result.data : result.errors
}

describe('PUT /orders/:id/items/:index body', () => {
  it('reads amount, unit and parts', () => {
    expect(
      [
        { amount: 2 },
        { amount: '1,5', unit: null },
        { amount: '3', unit: '7' },
        { amount: 1, unit: { id: 4 } },
        { amount: 1, unit: '' },
        { amount: 1, parts: [null, { value: 'Groß' }, { values: ['a', 2] }, {}] },
        { amount: 1, parts: null },
      ].map(itemChange),
    ).toMatchInlineSnapshot(`
      [
        {
          "amount": 2,
          "parts": undefined,
          "unitId": undefined,
        },
        {
          "amount": 1.5,
          "parts": undefined,
          "unitId": null,
        },
        {
          "amount": 3,
          "parts": undefined,
          "unitId": 7,
        },
        {
          "amount": 1,
          "parts": undefined,
          "unitId": 4,
        },
        {
          "amount": 1,
          "parts": undefined,
          "unitId": null,
        },
        {
          "amount": 1,
          "parts": [
            null,
            {
              "value": "Groß",
              "values": null,
            },
            {
              "value": null,
              "values": [
                "a",
                "2",
              ],
            },
            {
              "value": null,
              "values": null,
            },
          ],
          "unitId": undefined,
        },
        {
          "amount": 1,
          "parts": undefined,
          "unitId": undefined,
        },
      ]
    `)
  })

  it('reports every problem at once', () => {
    expect(
      [
        {},
        null,
        [1],
        { amount: '' },
        { amount: 'zwei' },
        { amount: 0 },
        { amount: -1, unit: 'kg' },
        { amount: 1, unit: 0 },
        { amount: 1, unit: 2.5 },
        { amount: 1, parts: 'x' },
        { amount: 1, parts: [1, [], { value: 3 }, { values: 'a' }, { values: [true] }] },
        { amount: null, unit: -1, parts: {} },
      ].map(itemChange),
    ).toMatchInlineSnapshot(`
      [
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte eine gültige Zahl sein.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Diese Menge ist für dieses Produkt nicht möglich.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Diese Menge ist für dieses Produkt nicht möglich.",
          },
          {
            "field": "unit",
            "message": "Dieses Produkt wird in dieser Einheit nicht angeboten.",
          },
        ],
        [
          {
            "field": "unit",
            "message": "Dieses Produkt wird in dieser Einheit nicht angeboten.",
          },
        ],
        [
          {
            "field": "unit",
            "message": "Dieses Produkt wird in dieser Einheit nicht angeboten.",
          },
        ],
        [
          {
            "field": "parts",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
        ],
        [
          {
            "field": "parts.0",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
          {
            "field": "parts.1",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
          {
            "field": "parts.2",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
          {
            "field": "parts.3",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
          {
            "field": "parts.4",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
        ],
        [
          {
            "field": "amount",
            "message": "Dieser Wert sollte nicht leer sein.",
          },
          {
            "field": "unit",
            "message": "Dieses Produkt wird in dieser Einheit nicht angeboten.",
          },
          {
            "field": "parts",
            "message": "Bitte überprüfen Sie die Angaben zu diesem Produkt.",
          },
        ],
      ]
    `)
  })
})

describe('POST /orders/:id/status/:action body', () => {
  it('takes rejectionMessage, else message; none is null', () => {
    expect(
      [
        undefined,
        null,
        [],
        {},
        { rejectionMessage: '  Leider ausverkauft  ' },
        { rejectionMessage: null, message: 'Bis gleich' },
        { rejectionMessage: 'a', message: 5 },
        { message: '   ' },
      ].map(statusMessage),
    ).toMatchInlineSnapshot(`
      [
        null,
        null,
        null,
        null,
        "Leider ausverkauft",
        "Bis gleich",
        "a",
        null,
      ]
    `)
  })

  it('refuses a message that is no text or too long', () => {
    expect(
      [{ rejectionMessage: 5 }, { message: {} }, { message: 'x'.repeat(1001) }, { message: ` ${'x'.repeat(1000)} ` }].map(
        statusMessage,
      ),
    ).toMatchInlineSnapshot(`
      [
        [
          {
            "field": "rejectionMessage",
            "message": "Dieser Wert sollte ein Text sein.",
          },
        ],
        [
          {
            "field": "message",
            "message": "Dieser Wert sollte ein Text sein.",
          },
        ],
        [
          {
            "field": "message",
            "message": "Die Nachricht darf höchstens 1000 Zeichen lang sein.",
          },
        ],
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      ]
    `)
  })
})

describe('POST /orders/:id/counter-appointment body', () => {
  it('reads the proposed appointment as epoch ms and asks for a missing one', () => {
    expect(
      [
        { counterAppointment: '2030-05-01T10:00:00.000Z' },
        { counterAppointment: '2030-05-01T12:00+02:00' },
        {},
        null,
        { counterAppointment: '' },
        { counterAppointment: null },
        { counterAppointment: 'morgen' },
        { counterAppointment: 1_900_000_000_000 },
      ].map(counterAppointment),
    ).toMatchInlineSnapshot(`
      [
        1903860000000,
        1903860000000,
        [
          {
            "field": "counterAppointment",
            "message": "Bitte wählen Sie einen Termin für den Gegenvorschlag.",
          },
        ],
        [
          {
            "field": "counterAppointment",
            "message": "Bitte wählen Sie einen Termin für den Gegenvorschlag.",
          },
        ],
        [
          {
            "field": "counterAppointment",
            "message": "Bitte wählen Sie einen Termin für den Gegenvorschlag.",
          },
        ],
        [
          {
            "field": "counterAppointment",
            "message": "Bitte wählen Sie einen Termin für den Gegenvorschlag.",
          },
        ],
        [
          {
            "field": "counterAppointment",
            "message": "Dieser Wert ist kein gültiges Datum.",
          },
        ],
        [
          {
            "field": "counterAppointment",
            "message": "Dieser Wert ist kein gültiges Datum.",
          },
        ],
      ]
    `)
  })
})
